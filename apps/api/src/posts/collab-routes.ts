import { collabRequestAnswerSchema, collabRequestParamsSchema, collabRequestSchema, dataEnvelope, postMessages } from '@velvet/contracts';
import { z } from 'zod';
import { currentUser } from '../platform/auth/guard.ts';
import type { Api } from '../platform/http/types.ts';
import type { PostsService } from './service.ts';

const collabRequestsQuerySchema = z.strictObject({ status: z.enum(['pending', 'all']).default('pending') });

/** A post's collab requests, answered by the creators invited to share in it. */
export function collabRequestRoutes(app: Api, posts: PostsService): void {
  app.get('/api/post/collab-requests', {
    config: { auth: ['CREATOR'] },
    schema: { tags: ['posts'], querystring: collabRequestsQuerySchema, response: { 200: dataEnvelope(z.array(collabRequestSchema)) } },
    handler: async (request) => ({ data: await posts.collabRequests(currentUser(request).id, request.query.status === 'pending') }),
  });

  app.patch('/api/post/:id/collab-request/:requestId', {
    config: { auth: ['CREATOR'] },
    schema: { tags: ['posts'], params: collabRequestParamsSchema, body: collabRequestAnswerSchema, response: { 200: dataEnvelope(collabRequestSchema) } },
    handler: async (request) => {
      const answered = await posts.answerCollabRequest(currentUser(request).id, { postId: request.params.id, requestId: request.params.requestId }, request.body);
      return { data: answered, message: answered.status === 'ACCEPTED' ? postMessages.collabAccepted : postMessages.collabDeclined };
    },
  });
}
