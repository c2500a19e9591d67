import { useInfiniteQuery } from '@tanstack/react-query';
import { postPageSchema, type PostPage } from '@velvet/contracts';
import type { z } from 'zod';
import { getPostPage } from '../api/posts-api';
import { postKeys } from '@/shared/queries/content-keys';
import type { PostListQuery } from '../components/PostList';

type PostPagesOptions<P extends PostPage> = {
  /** A list path answering post pages, e.g. `/api/creators/luna/posts`. */
  path: string;
  /** The first page when another answer already carried it (the creator page does). */
  firstPage?: P;
  /** A page with more than the posts, e.g. the feed's `source`. */
  schema?: z.ZodType<P>;
};

/** Pages of posts following the API's cursor; `firstPage` is the first answer, for what it says beside the posts. */
export function usePostPages<P extends PostPage = PostPage>({ path, firstPage, schema }: PostPagesOptions<P>): PostListQuery & { firstPage?: P } {
  const query = useInfiniteQuery({
    queryKey: postKeys.list(path),
    queryFn: ({ pageParam, signal }) => getPostPage(path, pageParam, schema ?? (postPageSchema as unknown as z.ZodType<P>), signal),
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
    firstPage: query.data?.pages[0],
  };
}
