import { Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PostList } from '@/features/posts/components/PostList';
import { usePostPages } from '@/features/posts/hooks/use-post-pages';

/** `/hashtag/:tag`: the posts carrying the tag, newest first. */
export function HashtagPosts({ tag }: { tag: string }) {
  useDocumentTitle(`#${tag} · Velvet`);
  const posts = usePostPages({ path: `/api/search/posts?${new URLSearchParams({ tag })}` });
  return (
    <Stack gap="md">
      <Title order={1}>#{tag}</Title>
      <PostList query={posts} label={`Posts with #${tag}`} />
    </Stack>
  );
}
