import { Anchor, Button, EmptyState, Stack, Text, Title } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { feedPageSchema } from '@velvet/contracts';
import { PostList } from '@/features/posts/components/PostList';
import { usePostPages } from '@/features/posts/hooks/use-post-pages';
import { LiveStories } from '@/features/stories/components/LiveStories';
import { SuggestedCreators } from './SuggestedCreators';

const SUGGESTED_ID = 'suggested-creators';

/**
 * The signed-in home: live stories, the feed (newest first, endless) and suggested creators. Without
 * subscriptions the API answers everyone's free posts instead, and the page says so.
 */
export function HomeFeed() {
  const feed = usePostPages({ path: '/api/feed', schema: feedPageSchema });
  const discovering = feed.firstPage?.source === 'discover';
  const empty = (
    <EmptyState py="xl" icon={<IconNews />} title="Your feed is empty" description="Subscribe to creators to see their posts here.">
      <EmptyState.Actions>
        <Button component="a" href={`#${SUGGESTED_ID}`}>
          See suggested creators
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );

  return (
    <Stack gap="xl">
      <LiveStories />
      <Stack gap="md">
        <Title order={2}>{discovering ? 'Latest posts' : 'Your feed'}</Title>
        {discovering && (
          <Text c="dimmed">
            Subscribe to creators to see their posts here first. <Anchor href={`#${SUGGESTED_ID}`} underline="always">See suggested creators</Anchor>
          </Text>
        )}
        <PostList query={feed} label="Feed" empty={empty} />
      </Stack>
      <SuggestedCreators id={SUGGESTED_ID} />
    </Stack>
  );
}
