import { Badge, Button, EmptyState, Group, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconHash, IconSearch } from '@tabler/icons-react';
import { searchMessages } from '@velvet/contracts';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CreatorCard } from '@/features/creators/components/CreatorCard';
import { paths } from '@/shared/routing/paths';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { useSearch } from '../hooks/use-search';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from '../lib/search-query';

const gridColumns = { base: 1, xs: 2, md: 3 };

/** `/search?q=`: the query follows the address (debounced), with creators and hashtags below. */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const [value, setValue] = useState(params.get('q') ?? '');
  const [query] = useDebouncedValue(value, SEARCH_DEBOUNCE_MS);
  const { plan, creators, hashtags, creatorResults } = useSearch(query);

  useEffect(() => {
    if ((params.get('q') ?? '') !== query) setParams(query ? { q: query } : {}, { replace: true });
  }, [query, params, setParams]);

  const tooShort = query.trim().length > 0 && plan.creators === null && !query.trim().startsWith('#');

  return (
    <Stack gap="lg">
      <Title order={1}>Search</Title>
      <TextInput
        role="searchbox"
        aria-label="Search creators and hashtags"
        placeholder="Search creators or #hashtags"
        leftSection={<IconSearch size={16} />}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        description={tooShort ? searchMessages.tooShort : undefined}
        autoFocus
      />
      {plan.hashtags !== null && (
        <Stack gap="xs" component="section" aria-label="Hashtags">
          <Title order={2} size="h4">
            Hashtags
          </Title>
          {hashtags.isPending && <Skeleton height={28} width="60%" />}
          {hashtags.isError && <QueryErrorAlert error={hashtags.error} onRetry={() => void hashtags.refetch()} />}
          {hashtags.data?.length === 0 && <Text c="dimmed">No hashtags found.</Text>}
          <Group gap="xs">
            {hashtags.data?.map((hashtag) => (
              <Badge
                key={hashtag.tag}
                component={Link}
                to={paths.hashtag.to(hashtag.tag)}
                size="lg"
                variant="light"
                leftSection={<IconHash size={14} />}
                style={{ cursor: 'pointer', textTransform: 'none' }}
              >
                {hashtag.tag} · {hashtag.post_count} {hashtag.post_count === 1 ? 'post' : 'posts'}
              </Badge>
            ))}
          </Group>
        </Stack>
      )}
      {plan.creators !== null && (
        <Stack gap="xs" component="section" aria-label="Creators">
          <Title order={2} size="h4">
            Creators
          </Title>
          {creators.isPending && <Skeleton height={200} />}
          {creators.isError && <QueryErrorAlert error={creators.error} onRetry={() => void creators.refetch()} />}
          {creators.isSuccess && creatorResults.length === 0 && (
            <EmptyState py="md" icon={<IconSearch />} title="No creators found" description={`Nobody matches “${query.trim()}”.`} />
          )}
          <SimpleGrid cols={gridColumns}>
            {creatorResults.map((creator) => (
              <CreatorCard key={creator._id} creator={creator} />
            ))}
          </SimpleGrid>
          {creators.hasNextPage && (
            <Button variant="light" onClick={() => void creators.fetchNextPage()} loading={creators.isFetchingNextPage} style={{ alignSelf: 'center' }}>
              More creators
            </Button>
          )}
        </Stack>
      )}
      {!query.trim() && <Text c="dimmed">Type at least {SEARCH_MIN_LENGTH} characters to find creators, or # and a tag.</Text>}
    </Stack>
  );
}
