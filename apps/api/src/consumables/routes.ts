import {
  buyPackageSchema,
  consumableMessages,
  consumablesSchema,
  dataEnvelope,
  directMessageResultSchema,
  directMessageSchema,
  idParamsSchema,
  onDemandPlanSchema,
  planPackageParamsSchema,
  transactionSchema,
} from '@velvet/contracts';
import { z } from 'zod';
import { currentUser } from '../platform/auth/guard.ts';
import { idempotencyKeyOf, idempotentHeaders } from '../platform/http/idempotency.ts';
import type { Api } from '../platform/http/types.ts';
import type { VerificationService } from '../verification/service.ts';
import type { ConsumablesService } from './service.ts';

const tags = ['consumables'];

/** On-demand plans, my counts, and spending them: direct messages, super likes, pokes (docs/consumables.md). */
export function consumablesRoutes(app: Api, { consumables, verification }: { consumables: ConsumablesService; verification: VerificationService }): void {
  app.get('/api/plans/on-demand', {
    config: { auth: 'signed-in' },
    schema: { tags, summary: 'Get on-demand plans (the second item is used for DMs)', response: { 200: dataEnvelope(z.array(onDemandPlanSchema)) } },
    handler: async () => ({ data: await consumables.onDemandPlans() }),
  });

  app.post('/api/plans/on-demand/:planId/packages/:packageId/buy', {
    config: { auth: 'signed-in' },
    schema: { tags, summary: 'Buy a package of a plan', params: planPackageParamsSchema, headers: idempotentHeaders, body: buyPackageSchema, response: { 200: dataEnvelope(transactionSchema) } },
    handler: async (request) => {
      const payer = currentUser(request);
      verification.gate(payer, 'purchase');
      const transaction = await consumables.buy({ payerId: payer.id, idempotencyKey: idempotencyKeyOf(request.headers), ...request.params, input: request.body });
      return { data: transaction, message: consumableMessages.purchased };
    },
  });

  app.get('/api/users/consumables', {
    config: { auth: 'signed-in' },
    schema: { tags, summary: 'My direct messages, super likes and pokes', response: { 200: dataEnvelope(consumablesSchema) } },
    handler: async (request) => ({ data: await consumables.consumables(currentUser(request).id) }),
  });

  app.post('/api/chat/direct-message', {
    config: { auth: ['USER', 'CREATOR'] },
    schema: { tags, summary: 'A direct message between a fan and a creator, for one direct_message', body: directMessageSchema, response: { 200: dataEnvelope(directMessageResultSchema) } },
    handler: async (request) => {
      const sender = currentUser(request);
      verification.gate(sender, 'send direct message');
      return { data: await consumables.directMessage(sender.id, request.body), message: consumableMessages.sent };
    },
  });

  app.post('/api/users/:id/super-like', {
    config: { auth: ['USER'] },
    schema: { tags, summary: 'Spend a super like on a creator', params: idParamsSchema, response: { 200: dataEnvelope(consumablesSchema) } },
    handler: async (request) => ({ data: await consumables.spendOn(currentUser(request).id, request.params.id, 'super_likes'), message: consumableMessages.superLiked }),
  });

  app.post('/api/users/:id/poke', {
    config: { auth: ['USER'] },
    schema: { tags, summary: 'Spend a poke on a creator', params: idParamsSchema, response: { 200: dataEnvelope(consumablesSchema) } },
    handler: async (request) => ({ data: await consumables.spendOn(currentUser(request).id, request.params.id, 'pokes'), message: consumableMessages.poked }),
  });
}
