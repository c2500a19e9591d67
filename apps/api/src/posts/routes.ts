import {
  commentPageSchema,
  commentParamsSchema,
  commentSchema,
  createCommentSchema,
  createPostSchema,
  dataEnvelope,
  idParamsSchema,
  likeStateSchema,
  pageQuerySchema,
  postMessages,
  postPageSchema,
  postSchema,
  skrillMessages,
  transactionSchema,
  unlockSchema,
  unlockV2Schema,
} from '@velvet/contracts';
import { z } from 'zod';
import { currentUser } from '../platform/auth/guard.ts';
import { idempotencyKeyOf, idempotentHeaders } from '../platform/http/idempotency.ts';
import type { Api } from '../platform/http/types.ts';
import type { VerificationService } from '../verification/service.ts';
import type { CommentsService } from './comments.ts';
import type { PostsService } from './service.ts';
import type { UnlocksService } from './unlocks.ts';

type PostsRoutesOptions = { posts: PostsService; comments: CommentsService; unlocks: UnlocksService; verification: VerificationService };

export function postsRoutes(app: Api, { posts, comments, unlocks, verification }: PostsRoutesOptions): void {
  app.post('/api/posts', {
    config: { auth: ['CREATOR'] },
    schema: { tags: ['posts'], body: createPostSchema, response: { 200: dataEnvelope(postSchema) } },
    handler: async (request) => ({ data: await posts.create(currentUser(request).id, request.body), message: postMessages.published }),
  });

  app.get('/api/posts/:id', {
    config: { auth: 'public' },
    schema: { tags: ['posts'], params: idParamsSchema, response: { 200: dataEnvelope(postSchema) } },
    handler: async (request) => ({ data: await posts.get(request.user?.id ?? null, request.params.id) }),
  });

  app.get('/api/channel/:id/posts', {
    config: { auth: 'public' },
    schema: { tags: ['posts'], params: z.object({ id: z.string().max(100) }), querystring: pageQuerySchema, response: { 200: dataEnvelope(postPageSchema) } },
    handler: async (request) => ({ data: await posts.channelPage(request.user?.id ?? null, request.params.id, request.query) }),
  });

  app.post('/api/posts/:id/like', {
    config: { auth: 'signed-in' },
    schema: { tags: ['posts'], params: idParamsSchema, response: { 200: dataEnvelope(likeStateSchema) } },
    handler: async (request) => ({ data: await posts.toggleLike(currentUser(request).id, request.params.id) }),
  });

  app.get('/api/posts/:id/comments', {
    config: { auth: 'public' },
    schema: { tags: ['posts'], params: idParamsSchema, querystring: pageQuerySchema, response: { 200: dataEnvelope(commentPageSchema) } },
    handler: async (request) => ({ data: await comments.list(request.user?.id ?? null, request.params.id, request.query) }),
  });

  app.post('/api/posts/:id/comments', {
    config: { auth: 'signed-in' },
    schema: { tags: ['posts'], params: idParamsSchema, body: createCommentSchema, response: { 200: dataEnvelope(commentSchema) } },
    handler: async (request) => {
      const user = currentUser(request);
      verification.gate(user, 'comment');
      return { data: await comments.add(user.id, request.params.id, request.body) };
    },
  });

  app.delete('/api/posts/:id/comments/:commentId', {
    config: { auth: 'signed-in' },
    schema: { tags: ['posts'], params: commentParamsSchema, response: { 200: dataEnvelope(z.null()) } },
    handler: async (request) => {
      await comments.remove(currentUser(request).id, request.params.id, request.params.commentId);
      return { data: null, message: postMessages.deleted };
    },
  });

  app.post('/api/posts/:id/unlock', {
    config: { auth: 'signed-in' },
    schema: { tags: ['posts'], params: idParamsSchema, headers: idempotentHeaders, body: unlockSchema, response: { 200: dataEnvelope(transactionSchema) } },
    handler: async (request) => {
      const payer = currentUser(request);
      verification.gate(payer, 'purchase');
      const transaction = await unlocks.unlockPost({ payerId: payer.id, id: request.params.id, idempotencyKey: idempotencyKeyOf(request.headers), input: request.body });
      return { data: transaction, message: postMessages.unlocked };
    },
  });

  // The v2 variant of buy-post (the skrill flag): paid on the hosted wallet's page, whose address the answer carries.
  app.post('/api/v2/posts/:id/unlock', {
    config: { auth: 'signed-in' },
    schema: { tags: ['posts'], params: idParamsSchema, headers: idempotentHeaders, body: unlockV2Schema, response: { 200: dataEnvelope(transactionSchema) } },
    handler: async (request) => {
      const payer = currentUser(request);
      verification.gate(payer, 'purchase');
      const input = { payment_mode: 'skrill' as const };
      const transaction = await unlocks.unlockPost({ payerId: payer.id, id: request.params.id, idempotencyKey: idempotencyKeyOf(request.headers), input });
      return { data: transaction, message: skrillMessages.started };
    },
  });
}
