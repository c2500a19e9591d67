import {
  chatMessageSchema,
  chatShareSchema,
  dataEnvelope,
  idParamsSchema,
  shareableItemsQuerySchema,
  sharedItemBuySchema,
  sharedItemBuyV2Schema,
  sharedItemMessages,
  sharedItemMetaSchema,
  skrillMessages,
  transactionSchema,
} from '@velvet/contracts';
import { z } from 'zod';
import { currentUser } from '../platform/auth/guard.ts';
import { idempotencyKeyOf, idempotentHeaders } from '../platform/http/idempotency.ts';
import type { Api } from '../platform/http/types.ts';
import type { VerificationService } from '../verification/service.ts';
import type { SharedItemsService } from './shared-items.ts';

const tags = ['chat'];

/** Buy entity from chat: a creator shares a post, channel or collab group; the fan buys it from the message. */
export function sharedItemsRoutes(app: Api, { sharedItems, verification }: { sharedItems: SharedItemsService; verification: VerificationService }): void {
  app.get('/api/chat/shareable-items', {
    config: { auth: ['CREATOR'] },
    schema: { tags, summary: 'My posts, channels or collab groups I can share into a chat', querystring: shareableItemsQuerySchema, response: { 200: dataEnvelope(z.array(sharedItemMetaSchema)) } },
    handler: async (request) => ({ data: await sharedItems.shareable(currentUser(request).id, request.query.entity_type) }),
  });

  app.post('/api/chat/shared-items', {
    config: { auth: ['CREATOR'] },
    schema: { tags, summary: 'Share my post, channel or collab group into a conversation', body: chatShareSchema, response: { 200: dataEnvelope(chatMessageSchema) } },
    handler: async (request) => ({ data: await sharedItems.share({ creatorId: currentUser(request).id, input: request.body }), message: sharedItemMessages.shared }),
  });

  app.post('/api/chat/messages/:id/buy', {
    config: { auth: 'signed-in' },
    schema: { tags, summary: 'Buy the item shared in a message (wallet by default)', params: idParamsSchema, headers: idempotentHeaders, body: sharedItemBuySchema, response: { 200: dataEnvelope(transactionSchema) } },
    handler: async (request) => {
      const fan = currentUser(request);
      verification.gate(fan, request.body.entity_type === 'post' ? 'purchase' : 'subscribe');
      const transaction = await sharedItems.buy({ fanId: fan.id, messageId: request.params.id, idempotencyKey: idempotencyKeyOf(request.headers), input: request.body });
      return { data: transaction, message: sharedItemMessages.purchased };
    },
  });

  // The v2 variant of buy-entity (the skrill flag): paid on the hosted wallet's page, whose address the answer carries.
  app.post('/api/v2/chat/messages/:id/buy', {
    config: { auth: 'signed-in' },
    schema: { tags, summary: 'Buy the item shared in a message with the hosted wallet', params: idParamsSchema, headers: idempotentHeaders, body: sharedItemBuyV2Schema, response: { 200: dataEnvelope(transactionSchema) } },
    handler: async (request) => {
      const fan = currentUser(request);
      verification.gate(fan, request.body.entity_type === 'post' ? 'purchase' : 'subscribe');
      const input = { ...request.body, payment_mode: 'skrill' as const };
      const transaction = await sharedItems.buy({ fanId: fan.id, messageId: request.params.id, idempotencyKey: idempotencyKeyOf(request.headers), input });
      return { data: transaction, message: skrillMessages.started };
    },
  });
}
