import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateCommentInput } from '@velvet/contracts';
import { addComment, deleteComment, getComments } from '../api/posts-api';
import { postKeys } from '@/shared/queries/content-keys';

/** A post's comments, newest pages on demand, with adding and deleting. */
export function useComments(postId: string) {
  const queryClient = useQueryClient();
  const queryKey = postKeys.comments(postId);
  const list = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => getComments(postId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  const add = useMutation({ mutationFn: (input: CreateCommentInput) => addComment(postId, input), onSuccess: refresh });
  const remove = useMutation({ mutationFn: (commentId: string) => deleteComment(postId, commentId), onSuccess: refresh });
  return { list, add, remove, comments: list.data?.pages.flatMap((page) => page.items) ?? [] };
}
