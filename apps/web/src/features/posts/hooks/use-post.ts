import { useQuery } from '@tanstack/react-query';
import { getPost } from '../api/posts-api';
import { postKeys } from '@/shared/queries/content-keys';

/** One post as the viewer sees it (locked or not). */
export const usePost = (postId: string) => useQuery({ queryKey: postKeys.page(postId), queryFn: ({ signal }) => getPost(postId, signal) });
