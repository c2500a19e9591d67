import { dataEnvelope, pushKeySchema, pushRemovedSchema, pushSubscribedSchema, pushSubscriptionSchema, removePushSubscriptionSchema } from '@velvet/contracts';
import { currentUser } from '../../platform/auth/guard.ts';
import type { Api } from '../../platform/http/types.ts';
import type { PushService } from './service.ts';

export function pushRoutes(app: Api, push: PushService): void {
  app.get('/api/notifications/push-key', {
    config: { auth: 'public' },
    schema: { tags: ['notifications'], response: { 200: dataEnvelope(pushKeySchema) } },
    handler: async () => ({ data: { public_key: push.publicKey() } }),
  });

  app.post('/api/notifications/push-subscriptions', {
    config: { auth: 'signed-in' },
    schema: { tags: ['notifications'], body: pushSubscriptionSchema, response: { 201: dataEnvelope(pushSubscribedSchema) } },
    handler: async (request, reply) => {
      await push.subscribe(currentUser(request).id, request.body);
      return reply.status(201).send({ data: { subscribed: true as const } });
    },
  });

  app.delete('/api/notifications/push-subscriptions', {
    config: { auth: 'signed-in' },
    schema: { tags: ['notifications'], body: removePushSubscriptionSchema, response: { 200: dataEnvelope(pushRemovedSchema) } },
    handler: async (request) => ({ data: { removed: await push.unsubscribe(currentUser(request).id, request.body.endpoint) } }),
  });
}
