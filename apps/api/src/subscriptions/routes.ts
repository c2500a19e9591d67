import { activeSubscriptionQuerySchema, activeSubscriptionSchema, dataEnvelope, followSchema, mySubscriptionSchema, subscribeSchema, subscriptionMessages, subscriptionPurchaseSchema, unsubscribeSchema } from '@velvet/contracts';
import { z } from 'zod';
import { currentUser } from '../platform/auth/guard.ts';
import { idempotencyKeyOf, idempotentHeaders } from '../platform/http/idempotency.ts';
import type { Api } from '../platform/http/types.ts';
import type { VerificationService } from '../verification/service.ts';
import type { ChannelOffers } from './channel-offers.ts';
import type { Offer } from './offers.ts';
import type { Target } from './repo.ts';
import type { SubscriptionsService } from './service.ts';

const idParams = z.strictObject({ id: z.uuid() });

type SubscribeRoutesOptions = {
  /** `/api/channel` or `/api/collab-groups`: the routes are `{base}/:id/subscribe` and `{base}/:id/unsubscribe`. */
  base: string;
  offerFor: (userId: string, targetId: string, packageId: string) => Promise<Offer>;
  targetOf: (targetId: string) => Target;
  subscriptions: SubscriptionsService;
  verification: VerificationService;
};

/** Subscribe and unsubscribe for one kind of target (a channel or a collab group), through the one engine. */
export function subscribeRoutes(app: Api, { base, offerFor, targetOf, subscriptions, verification }: SubscribeRoutesOptions): void {
  app.post(`${base}/:id/subscribe`, {
    config: { auth: 'signed-in' },
    schema: { tags: ['subscriptions'], params: idParams, headers: idempotentHeaders, body: subscribeSchema, response: { 200: dataEnvelope(subscriptionPurchaseSchema) } },
    handler: async (request) => {
      const user = currentUser(request);
      verification.gate(user, 'subscribe');
      const userId = user.id;
      const { package_id: packageId, payment_mode: mode, tokenised_card_id: cardId, traceable_data, shared_entity_id } = request.body;
      const { transaction, subscription } = await subscriptions.subscribe({
        userId,
        idempotencyKey: idempotencyKeyOf(request.headers),
        offer: await offerFor(userId, request.params.id, packageId),
        payment: { mode, cardId },
        tracing: { traceable_data, shared_entity_id },
      });
      return { data: { transaction, subscription: await subscriptions.present(userId, subscription) }, message: subscriptionMessages.subscribed };
    },
  });

  app.post(`${base}/:id/unsubscribe`, {
    config: { auth: 'signed-in' },
    schema: { tags: ['subscriptions'], params: idParams, body: unsubscribeSchema, response: { 200: dataEnvelope(mySubscriptionSchema) } },
    handler: async (request) => {
      const userId = currentUser(request).id;
      const { package_id: packageId, reason, other_reason: note } = request.body;
      const row = await subscriptions.cancel({ userId, target: targetOf(request.params.id), packageId, reason, note });
      return { data: (await subscriptions.present(userId, row))!, message: subscriptionMessages.unsubscribed };
    },
  });
}

type SubscriptionsRoutesOptions = { subscriptions: SubscriptionsService; channelOffers: ChannelOffers; verification: VerificationService };

export function subscriptionsRoutes(app: Api, { subscriptions, channelOffers, verification }: SubscriptionsRoutesOptions): void {
  subscribeRoutes(app, { base: '/api/channel', offerFor: channelOffers.forPurchase, targetOf: (channelId) => ({ channelId }), subscriptions, verification });

  // A free channel is followed at no charge: no payment step, so no Idempotency-Key (following twice answers the same follow).
  app.post('/api/channel/:id/follow', {
    config: { auth: 'signed-in' },
    schema: { tags: ['subscriptions'], params: idParams, body: followSchema, response: { 200: dataEnvelope(mySubscriptionSchema) } },
    handler: async (request) => {
      const user = currentUser(request);
      verification.gate(user, 'subscribe');
      const offer = await channelOffers.forPurchase(user.id, request.params.id, request.body.package_id);
      const row = await subscriptions.follow({ userId: user.id, offer });
      return { data: (await subscriptions.present(user.id, row))!, message: subscriptionMessages.followed };
    },
  });

  app.get('/api/subscriptions/mine', {
    config: { auth: 'signed-in' },
    schema: { tags: ['subscriptions'], response: { 200: dataEnvelope(z.array(mySubscriptionSchema)) } },
    handler: async (request) => ({ data: await subscriptions.mine(currentUser(request).id) }),
  });

  app.get('/api/subscriptions/active', {
    config: { auth: 'signed-in' },
    schema: { tags: ['subscriptions'], querystring: activeSubscriptionQuerySchema, response: { 200: dataEnvelope(activeSubscriptionSchema.nullable()) } },
    handler: async (request) => {
      const { channel_id: channelId, group_id: groupId } = request.query;
      return { data: await subscriptions.activeFor(currentUser(request).id, channelId ? { channelId } : { groupId: groupId! }) };
    },
  });
}
