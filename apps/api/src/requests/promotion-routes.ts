import { dataEnvelope, promotionAcceptedSchema, promotionAcceptSchema, promotionInputSchema, promotionMessages, promotionSchema, requestIdParamsSchema } from '@velvet/contracts';
import { currentUser } from '../platform/auth/guard.ts';
import { idempotencyKeyOf, idempotentHeaders } from '../platform/http/idempotency.ts';
import type { Api } from '../platform/http/types.ts';
import type { VerificationService } from '../verification/service.ts';
import type { PromotionsService } from './promotions.ts';

const tags = ['requests'];
const params = requestIdParamsSchema;

/** Promotion requests: a creator sends one (`is_promotion`), the fan accepts by paying or declines. */
export function promotionRoutes(app: Api, { promotions, verification }: { promotions: PromotionsService; verification: VerificationService }): void {
  app.post('/api/requests/promotions', {
    config: { auth: ['CREATOR'] },
    schema: { tags, summary: 'Send a fan a promotion of one of my services', body: promotionInputSchema, response: { 200: dataEnvelope(promotionSchema) } },
    handler: async (request) => {
      const creator = currentUser(request);
      verification.gate(creator, 'chat');
      return { data: await promotions.send({ creatorId: creator.id, input: request.body }), message: promotionMessages.sent };
    },
  });

  app.post('/api/requests/promotions/:id/accept', {
    config: { auth: ['USER'] },
    schema: { tags, summary: 'Accept a promotion by paying its price (wallet by default)', params, headers: idempotentHeaders, body: promotionAcceptSchema, response: { 200: dataEnvelope(promotionAcceptedSchema) } },
    handler: async (request) => {
      const fan = currentUser(request);
      verification.gate(fan, 'purchase');
      const data = await promotions.accept({ fanId: fan.id, id: request.params.id, idempotencyKey: idempotencyKeyOf(request.headers), input: request.body });
      return { data, message: promotionMessages.accepted };
    },
  });

  app.post('/api/requests/promotions/:id/decline', {
    config: { auth: ['USER'] },
    schema: { tags, summary: 'Decline a promotion', params, response: { 200: dataEnvelope(promotionSchema) } },
    handler: async (request) => ({ data: await promotions.decline(currentUser(request).id, request.params.id), message: promotionMessages.declined }),
  });
}
