import { Anchor, Group, Skeleton, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { useChannelByUsername } from '../hooks/use-channel';
import { ChannelOfferPanel } from './ChannelOfferPanel';

/** One of a creator's channels on their page: its name, linking to the channel page, and its plans. */
export function ChannelOfferSection({ username, name }: { username: string; name: string }) {
  const channel = useChannelByUsername(username);
  return (
    <Stack gap="sm" component="section" aria-label={`Channel ${name}`}>
      <Group justify="space-between">
        <Title order={2} size="h3">
          {name}
        </Title>
        <Anchor component={Link} to={paths.channel.to(username)} size="sm">
          Open channel
        </Anchor>
      </Group>
      {channel.data ? (
        <ChannelOfferPanel channel={channel.data} />
      ) : channel.isError ? (
        <QueryErrorAlert error={channel.error} onRetry={() => void channel.refetch()} />
      ) : (
        <Skeleton height={180} radius="lg" aria-label="Loading channel" />
      )}
    </Stack>
  );
}
