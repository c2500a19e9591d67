import { dataEnvelope, planIdParamsSchema, planMessages, planPurchaseSchema, platformPlanSchema, purchasePlanSchema, unsubscribePlanSchema } from '@velvet/contracts';
import { z } from 'zod';
import { currentUser } from '../platform/auth/guard.ts';
import { idempotencyKeyOf, idempotentHeaders } from '../platform/http/idempotency.ts';
import type { Api } from '../platform/http/types.ts';
import type { VerificationService } from '../verification/service.ts';
import type { PlansService } from './service.ts';

export function plansRoutes(app: Api, { plans, verification }: { plans: PlansService; verification: VerificationService }): void {
  app.get('/api/platform-plans', {
    config: { auth: 'public' },
    schema: { tags: ['plans'], response: { 200: dataEnvelope(z.array(platformPlanSchema)) } },
    handler: async (request) => ({ data: await plans.list(request.user ?? undefined) }),
  });

  app.post('/api/platform-plans/:planId/purchase', {
    config: { auth: 'signed-in' },
    schema: { tags: ['plans'], params: planIdParamsSchema, headers: idempotentHeaders, body: purchasePlanSchema, response: { 200: dataEnvelope(planPurchaseSchema) } },
    handler: async (request) => {
      const user = currentUser(request);
      verification.gate(user, 'get prime');
      const { payment_mode: mode, tokenised_card_id: cardId } = request.body;
      const result = await plans.purchase({ userId: user.id, role: user.role, planId: request.params.planId, payment: { mode, cardId }, idempotencyKey: idempotencyKeyOf(request.headers) });
      return { data: result, ...(result.transaction.status === 'Completed' && { message: planMessages.purchased(result.plan.name) }) };
    },
  });

  app.post('/api/platform-plans/:planId/unsubscribe', {
    config: { auth: 'signed-in' },
    schema: { tags: ['plans'], params: planIdParamsSchema, body: unsubscribePlanSchema.default({}), response: { 200: dataEnvelope(platformPlanSchema) } },
    handler: async (request) => {
      const { reason, other_reason: note } = request.body;
      return { data: await plans.unsubscribe(currentUser(request).id, request.params.planId, reason, note), message: planMessages.unsubscribed };
    },
  });
}
