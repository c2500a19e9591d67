import { EmptyState, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconUsers } from '@tabler/icons-react';
import { CreatorCard } from '@/features/creators/components/CreatorCard';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { feedKeys, getSuggestedCreators } from '../api/feed-api';

const SUGGESTED_LIMIT = 6;
const gridColumns = { base: 1, xs: 2, md: 3 };

/** Creators the viewer does not subscribe to yet, most active first. */
export function SuggestedCreators({ id }: { id?: string }) {
  const suggested = useQuery({ queryKey: feedKeys.suggested, queryFn: ({ signal }) => getSuggestedCreators(SUGGESTED_LIMIT, signal) });

  return (
    <Stack gap="md" component="section" aria-labelledby={id}>
      <Title order={2} id={id}>
        Suggested creators
      </Title>
      {suggested.isPending && (
        <SimpleGrid cols={gridColumns} aria-busy="true" aria-label="Loading creators">
          {[0, 1, 2].map((card) => (
            <Skeleton key={card} height={250} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {suggested.isError && <QueryErrorAlert error={suggested.error} onRetry={() => void suggested.refetch()} />}
      {suggested.data?.length === 0 && <EmptyState py="md" icon={<IconUsers />} title="You follow everyone already" />}
      {suggested.data && suggested.data.length > 0 && (
        <SimpleGrid cols={gridColumns}>
          {suggested.data.map((creator) => (
            <CreatorCard key={creator._id} creator={creator} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
