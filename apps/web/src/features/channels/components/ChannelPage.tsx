import { Avatar, Badge, Box, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { Channel } from '@velvet/contracts';
import { Link } from 'react-router';
import { TipButton } from '@/features/posts/components/TipButton';
import { CreatorCover } from '@/features/creators/components/CreatorCover';
import { PostList } from '@/features/posts/components/PostList';
import { usePostPages } from '@/features/posts/hooks/use-post-pages';
import { isApiRequestError } from '@/shared/api';
import { formatCompactNumber } from '@/shared/format';
import { paths } from '@/shared/routing/paths';
import { NotFoundState } from '@/shared/ui/NotFoundState';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { useChannelByUsername } from '../hooks/use-channel';
import { EventsSection } from '@/features/events/components/EventsSection';
import { ChannelOfferPanel } from './ChannelOfferPanel';

const subscriberLabel = (count: number) => `${formatCompactNumber(count)} ${count === 1 ? 'subscriber' : 'subscribers'}`;

function ChannelHeader({ channel }: { channel: Channel }) {
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <CreatorCover background={channel.background} height={200} priority />
      <Stack gap="xs" px="lg" pb="lg">
        <Group justify="space-between" align="flex-end" wrap="nowrap">
          <Box mt={-56}>
            <Avatar src={channel.avatar} alt={channel.name} name={channel.name} size={112} color="velvet" style={{ border: '4px solid var(--mantine-color-body)' }} />
          </Box>
          {channel.is_author ? (
            <Button component={Link} to={paths.channelSettings.to()} variant="light">
              Edit channel
            </Button>
          ) : (
            <TipButton recipientId={channel.creator._id} recipientName={channel.creator.username} traceableData={{ entity: 'channel', ref: channel._id }} label="Tip the channel" variant="light" />
          )}
        </Group>
        <Group gap="sm" align="baseline">
          <Title order={1}>{channel.name}</Title>
          <Text c="dimmed">@{channel.username}</Text>
        </Group>
        <Text size="sm" c="dimmed">
          by{' '}
          <Text span component={Link} to={paths.creator.to(channel.creator.username)} inherit c="velvet">
            {channel.creator.display_name}
          </Text>
          {/* How many subscribe is the creator's figure: shown to them only, and never as '0 subscribers'. */}
          {channel.is_author && channel.counter.subscriber_count > 0 && ` · ${subscriberLabel(channel.counter.subscriber_count)}`}
        </Text>
        <Text style={{ whiteSpace: 'pre-line' }}>{channel.about}</Text>
        <Group gap={6}>
          {channel.hashtags.map((tag) => (
            <Badge key={tag} variant="light" tt="none">
              {tag}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}

/** The channel's own posts, under its plans: locked previews to non-subscribers. */
function ChannelPosts({ channel }: { channel: Channel }) {
  const posts = usePostPages({ path: `/api/channel/${channel._id}/posts` });
  return (
    <Stack gap="md" component="section" aria-labelledby="channel-posts-title">
      <Title order={2} size="h3" id="channel-posts-title">
        Posts
      </Title>
      <PostList query={posts} label={`Posts in ${channel.name}`} />
    </Stack>
  );
}

/** `/channel/:username`: the header, the offer panel and the channel's posts; not found once the channel is gone. */
export function ChannelPage({ username }: { username: string }) {
  const channel = useChannelByUsername(username);
  useDocumentTitle(channel.data ? `${channel.data.name} · Velvet` : 'Velvet');

  if (!channel.data) {
    if (isApiRequestError(channel.error) && channel.error.status === 404)
      return <NotFoundState title="Channel not found" description={`There is no channel called @${username}.`} />;
    if (channel.isError) return <QueryErrorAlert error={channel.error} onRetry={() => void channel.refetch()} />;
    return (
      <Stack aria-busy="true" aria-label="Loading channel">
        <Skeleton height={320} radius="lg" />
        <Skeleton height={220} radius="lg" />
      </Stack>
    );
  }
  return (
    <Stack gap="xl">
      <ChannelHeader channel={channel.data} />
      <ChannelOfferPanel channel={channel.data} />
      <EventsSection scope={{ channelId: channel.data._id }} />
      <ChannelPosts channel={channel.data} />
    </Stack>
  );
}
