import { collabGroupIdParamsSchema, collabGroupSchema, createCollabGroupSchema, dataEnvelope } from '@velvet/contracts';
import { z } from 'zod';
import { currentUser } from '../platform/auth/guard.ts';
import type { Api } from '../platform/http/types.ts';
import { subscribeRoutes } from '../subscriptions/routes.ts';
import type { SubscriptionsService } from '../subscriptions/service.ts';
import type { VerificationService } from '../verification/service.ts';
import type { CollabsService } from './service.ts';

type CollabsRoutesOptions = { collabs: CollabsService; subscriptions: SubscriptionsService; verification: VerificationService };

export function collabsRoutes(app: Api, { collabs, subscriptions, verification }: CollabsRoutesOptions): void {
  app.post('/api/collab-groups', {
    config: { auth: ['CREATOR'] },
    schema: { tags: ['collabs'], body: createCollabGroupSchema, response: { 201: dataEnvelope(collabGroupSchema) } },
    handler: async (request, reply) => {
      reply.code(201);
      return { data: await collabs.create(currentUser(request).id, request.body) };
    },
  });

  app.get('/api/collab-groups/mine', {
    config: { auth: ['CREATOR'] },
    schema: { tags: ['collabs'], response: { 200: dataEnvelope(z.array(collabGroupSchema)) } },
    handler: async (request) => ({ data: await collabs.mine(currentUser(request).id) }),
  });

  app.get('/api/collab-groups/:id', {
    config: { auth: 'public' },
    schema: { tags: ['collabs'], params: collabGroupIdParamsSchema, response: { 200: dataEnvelope(collabGroupSchema) } },
    handler: async (request) => ({ data: await collabs.get(request.params.id, request.user?.id) }),
  });

  // 'Subscribe Collab' and its unsubscribe: the same engine as a channel's.
  subscribeRoutes(app, { base: '/api/collab-groups', offerFor: collabs.forPurchase, targetOf: (groupId) => ({ groupId }), subscriptions, verification });
}
