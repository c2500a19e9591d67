import { cardActionSchema, cardFrameLinkSchema, cardFrameRequestSchema, confirmCardSchema, dataEnvelope, savedCardSchema } from '@velvet/contracts';
import { z } from 'zod';
import { currentUser } from '../platform/auth/guard.ts';
import type { Api } from '../platform/http/types.ts';
import type { CardsService } from './service.ts';

export function cardsRoutes(app: Api, cards: CardsService): void {
  app.get('/api/cards', {
    config: { auth: 'signed-in' },
    schema: { tags: ['cards'], response: { 200: dataEnvelope(z.array(savedCardSchema)) } },
    handler: async (request) => ({ data: await cards.list(currentUser(request).id) }),
  });

  app.post('/api/cards/frame-link', {
    config: { auth: 'signed-in' },
    schema: { tags: ['cards'], body: cardFrameRequestSchema, response: { 200: dataEnvelope(cardFrameLinkSchema) } },
    handler: async (request) => {
      const { save_card: _saveCard, ...billingAddress } = request.body;
      return { data: await cards.frameLink(currentUser(request).id, billingAddress) };
    },
  });

  app.post('/api/cards/confirm', {
    config: { auth: 'signed-in' },
    schema: { tags: ['cards'], body: confirmCardSchema, response: { 200: dataEnvelope(savedCardSchema) } },
    handler: async (request) => ({ data: await cards.confirm(currentUser(request).id, request.body.checkout_id), message: 'New card added successfully.' }),
  });

  app.put('/api/cards', {
    config: { auth: 'signed-in' },
    schema: { tags: ['cards'], body: cardActionSchema },
    handler: async (request, reply) => {
      await cards.act(currentUser(request).id, request.body);
      return reply.status(204).send();
    },
  });
}
