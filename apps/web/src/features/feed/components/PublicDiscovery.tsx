import { Stack, Title } from '@mantine/core';
import { PostList } from '@/features/posts/components/PostList';
import { usePostPages } from '@/features/posts/hooks/use-post-pages';
import { LiveStories } from '@/features/stories/components/LiveStories';

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
