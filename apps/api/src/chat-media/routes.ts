import { chatMediaMessages, chatMediaPurchaseSchema, chatMediaSendSchema, chatMediaViewSchema, chatMessageSchema, dataEnvelope, idParamsSchema, purchasedMediaPageSchema, purchasedMediaQuerySchema, transactionSchema } from '@velvet/contracts';
import { currentUser } from '../platform/auth/guard.ts';
import { idempotencyKeyOf, idempotentHeaders } from '../platform/http/idempotency.ts';
import type { Api } from '../platform/http/types.ts';
import type { VerificationService } from '../verification/service.ts';
import type { ChatMediaService } from './service.ts';

const tags = ['chat'];

/** Paid chat media (docs/chat-media.md): send, view as one's entitlement allows, buy, and the bought list. */
export function chatMediaRoutes(app: Api, { chatMedia, verification }: { chatMedia: ChatMediaService; verification: VerificationService }): void {
  app.post('/api/chat-media/messages', {
    config: { auth: ['CREATOR'] },
    schema: { tags, summary: 'Send photos behind an unlock fee', body: chatMediaSendSchema, response: { 200: dataEnvelope(chatMessageSchema) } },
    handler: async (request) => ({ data: await chatMedia.send(currentUser(request).id, request.body), message: chatMediaMessages.sent }),
  });

  app.get('/api/chat-media/:id', {
    config: { auth: 'signed-in' },
    schema: { tags, summary: 'A paid message’s media: originals for the seller and the buyer, blurred previews otherwise', params: idParamsSchema, response: { 200: dataEnvelope(chatMediaViewSchema) } },
    handler: async (request) => ({ data: await chatMedia.view(currentUser(request).id, request.params.id) }),
  });

  app.post('/api/chat-media/purchase', {
    config: { auth: 'signed-in' },
    schema: { tags, summary: 'Purchase chat media (wallet or iDEAL)', headers: idempotentHeaders, body: chatMediaPurchaseSchema, response: { 200: dataEnvelope(transactionSchema) } },
    handler: async (request) => {
      const payer = currentUser(request);
      verification.gate(payer, 'purchase');
      const transaction = await chatMedia.purchase({ payerId: payer.id, idempotencyKey: idempotencyKeyOf(request.headers), input: request.body });
      return { data: transaction, message: chatMediaMessages.unlocked };
    },
  });

  app.get('/api/users/purchase-media', {
    config: { auth: 'signed-in' },
    schema: { tags, summary: 'The chat media I bought, the latest first', querystring: purchasedMediaQuerySchema, response: { 200: dataEnvelope(purchasedMediaPageSchema) } },
    handler: async (request) => ({ data: await chatMedia.purchased(currentUser(request).id, request.query.page) }),
  });
}
