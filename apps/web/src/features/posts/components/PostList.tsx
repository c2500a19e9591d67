import { Button, Card, EmptyState, Group, Skeleton, Stack } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { IconPhotoOff } from '@tabler/icons-react';
import type { Post } from '@velvet/contracts';
import { useEffect, type ReactNode } from 'react';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { PostCard } from './PostCard';

/** What PostList reads of an infinite query of post pages. */
export type PostListQuery = {
  posts: Post[];
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
};

type PostListProps = { query: PostListQuery; label: string; empty?: ReactNode };

export function PostSkeleton() {
  return (
    <Card withBorder radius="lg" padding="lg" aria-hidden>
      <Group mb="sm">
        <Skeleton circle height={38} />
        <Skeleton height={12} width="40%" />
      </Group>
      <Skeleton height={12} mb={8} />
      <Skeleton height={12} width="70%" mb="md" />
      <Skeleton height={220} />
    </Card>
  );
}

/** Posts with loading skeletons, an empty state, and the next page fetched as the end scrolls into view. */
export function PostList({ query, label, empty }: PostListProps) {
  const { ref: endRef, entry } = useIntersection({ rootMargin: '600px' });
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const endVisible = entry?.isIntersecting ?? false;

  useEffect(() => {
    if (endVisible && hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [endVisible, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  if (query.isPending) {
    return (
      <Stack aria-busy="true" aria-label="Loading posts">
        <PostSkeleton />
        <PostSkeleton />
      </Stack>
    );
  }
  if (query.isError) return <QueryErrorAlert error={query.error} onRetry={() => void query.refetch()} />;
  if (query.posts.length === 0) return <>{empty ?? <EmptyState py="xl" icon={<IconPhotoOff />} title="No posts yet" />}</>;

  return (
    <Stack gap="md">
      <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
        {query.posts.map((post) => (
          <li key={post._id}>
            <PostCard post={post} />
          </li>
        ))}
      </Stack>
      {isFetchingNextPage && <PostSkeleton />}
      {isFetchNextPageError && (
        <Button variant="light" onClick={() => void fetchNextPage()} style={{ alignSelf: 'center' }}>
          Load more posts
        </Button>
      )}
      <div ref={endRef} />
    </Stack>
  );
}
