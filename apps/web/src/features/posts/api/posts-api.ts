import { queryOptions } from '@tanstack/react-query';
import {
  collabRequestSchema,
  commentPageSchema,
  commentSchema,
  likeStateSchema,
  postSchema,
  storySchema,
  transactionSchema,
  uploadedMediaSchema,
  type CollabRequestAnswer,
  type CreateCommentInput,
  type CreatePostInput,
  type CreateStoryInput,
  type PostPage,
  type UnlockInput,
} from '@velvet/contracts';
import { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER, apiClient, sessionQueryScope, uploadFile } from '@/shared/api';

const postPath = (id: string) => `/api/posts/${encodeURIComponent(id)}`;
const withCursor = (path: string, cursor: string | undefined) => (cursor ? `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}` : path);

type UploadMediaOptions = { file: File; onProgress: (percent: number) => void; signal: AbortSignal };

/** `POST /api/posts/media`: one photo or video, before the post or story that uses it. */
export const uploadPostMedia = ({ file, onProgress, signal }: UploadMediaOptions) =>
  uploadFile({ path: '/api/posts/media', file, filename: file.name, schema: uploadedMediaSchema, onProgress, signal });

export const createPost = (input: CreatePostInput) => apiClient.request({ path: '/api/posts', method: 'POST', body: input, schema: postSchema });

export const createStory = (input: CreateStoryInput) => apiClient.request({ path: '/api/stories', method: 'POST', body: input, schema: storySchema });

export const getPost = (id: string, signal?: AbortSignal) => apiClient.request({ path: postPath(id), schema: postSchema, signal });

/** A page of posts from any list path (the feed, a creator's posts, a hashtag). */
export const getPostPage = <P extends PostPage>(path: string, cursor: string | undefined, schema: z.ZodType<P>, signal?: AbortSignal) =>
  apiClient.request({ path: withCursor(path, cursor), schema, signal });

/** Likes the post, or takes the like back; answers the new state. */
export const toggleLike = (id: string) => apiClient.request({ path: `${postPath(id)}/like`, method: 'POST', schema: likeStateSchema });

export const getComments = (id: string, cursor: string | undefined, signal?: AbortSignal) =>
  apiClient.request({ path: withCursor(`${postPath(id)}/comments`, cursor), schema: commentPageSchema, signal });

export const addComment = (id: string, input: CreateCommentInput) =>
  apiClient.request({ path: `${postPath(id)}/comments`, method: 'POST', body: input, schema: commentSchema });

export const deleteComment = (postId: string, commentId: string) =>
  apiClient.request({ path: `${postPath(postId)}/comments/${encodeURIComponent(commentId)}`, method: 'DELETE' });

type UnlockOptions = { kind: 'post' | 'story'; id: string; input: UnlockInput; idempotencyKey: string };

/** Pay-to-view: `POST /api/posts/:id/unlock` or `POST /api/stories/:id/unlock`, through the one checkout. */
export const unlockContent = ({ kind, id, input, idempotencyKey }: UnlockOptions) =>
  apiClient.request({
    path: `/api/${kind === 'post' ? 'posts' : 'stories'}/${encodeURIComponent(id)}/unlock`,
    method: 'POST',
    body: input,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: transactionSchema,
  });

/** The post collab requests made to the signed-in creator and still waiting for their answer. */
export const collabRequestsQueryOptions = queryOptions({
  queryKey: [sessionQueryScope, 'posts', 'collab-requests'] as const,
  queryFn: ({ signal }) => apiClient.request({ path: '/api/post/collab-requests?status=pending', schema: z.array(collabRequestSchema), signal }),
});

/** `PATCH post/{id}/collab-request/{requestId}`: accept or decline. */
export const answerCollabRequest = (ids: { postId: string; requestId: string }, answer: CollabRequestAnswer) =>
  apiClient.request({
    path: `/api/post/${encodeURIComponent(ids.postId)}/collab-request/${encodeURIComponent(ids.requestId)}`,
    method: 'PATCH',
    body: answer,
    schema: collabRequestSchema,
  });
