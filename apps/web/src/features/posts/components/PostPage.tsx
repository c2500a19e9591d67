import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { isApiRequestError } from '@/shared/api';
import { NotFoundState } from '@/shared/ui/NotFoundState';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { usePost } from '../hooks/use-post';
import { PostCard } from './PostCard';

/** `/post/:postId`: one post, the page its shared link opens; locked as it is on the creator's page. */
export function PostPage({ postId }: { postId: string }) {
  const post = usePost(postId);
  useDocumentTitle(post.data ? `${post.data.author.display_name} · Velvet` : 'Velvet');

  if (!post.data) {
    // 400: an id that is no post's.
    if (isApiRequestError(post.error) && (post.error.status === 404 || post.error.status === 400)) {
      return <NotFoundState title="Post not found" description="This post does not exist or is no longer available." />;
    }
    if (post.isError) return <QueryErrorAlert error={post.error} onRetry={() => void post.refetch()} />;
    return <Skeleton height={360} radius="lg" aria-busy="true" aria-label="Loading post" />;
  }
  return (
    <Stack>
      {/* The page's name for screen readers; the card itself shows who wrote it. */}
      <VisuallyHidden component="h1">Post by {post.data.author.display_name}</VisuallyHidden>
      <PostCard post={post.data} />
    </Stack>
  );
}
