import { Button, EmptyState, Stack, Title } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { PostList, usePostPages } from '@/features/posts';
import { LiveStories } from '@/features/stories';
import { SuggestedCreators } from './SuggestedCreators';

const SUGGESTED_ID = 'suggested-creators';

/** The signed-in home: live stories, the feed (newest first, endless) and suggested creators. */
export function HomeFeed() {
  const feed = usePostPages({ path: '/api/feed' });
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
        <Title order={2}>Your feed</Title>
        <PostList query={feed} label="Feed" empty={empty} />
      </Stack>
      <SuggestedCreators id={SUGGESTED_ID} />
    </Stack>
  );
}

/** Guests: public discovery under the landing, everyone's free posts and stories. */
export function PublicDiscovery() {
  const feed = usePostPages({ path: '/api/feed' });
  return (
    <Stack gap="xl">
      <LiveStories />
      <Stack gap="md">
        <Title order={2}>Latest posts</Title>
        <PostList query={feed} label="Latest posts" />
      </Stack>
    </Stack>
  );
}
