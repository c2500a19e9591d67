import { useInfiniteQuery } from '@tanstack/react-query';
import type { PostPage } from '@velvet/contracts';
import { getPostPage } from '../api/posts-api';
import { postKeys } from '../api/post-keys';
import type { PostListQuery } from '../components/PostList';

type PostPagesOptions = {
  /** A list path answering post pages, e.g. `/api/creators/luna/posts`. */
  path: string;
  /** The first page when another answer already carried it (the creator page does). */
  firstPage?: PostPage;
};

/** Pages of posts following the API's cursor. */
export function usePostPages({ path, firstPage }: PostPagesOptions): PostListQuery {
  const query = useInfiniteQuery({
    queryKey: postKeys.list(path),
    queryFn: ({ pageParam, signal }) => getPostPage(path, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    initialData: firstPage ? { pages: [firstPage], pageParams: [undefined] } : undefined,
  });
  return {
    posts: query.data?.pages.flatMap((page) => page.items) ?? [],
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    isFetchNextPageError: query.isFetchNextPageError,
    fetchNextPage: query.fetchNextPage,
  };
}
