import { dataEnvelope, payoutReviewPageSchema, payoutReviewQuerySchema, rejectWithdrawalSchema, withdrawalSchema, withdrawMessages } from '@velvet/contracts';
import { z } from 'zod';
import { currentUser } from '../platform/auth/guard.ts';
import type { Api } from '../platform/http/types.ts';
import type { WithdrawalsService } from '../withdrawals/service.ts';

const params = z.strictObject({ id: z.uuid() });

/** Payout review: withdrawals waiting for approval (large, first, or of an account with open disputes). */
export function adminPayoutReviewRoutes(app: Api, withdrawals: WithdrawalsService): void {
  app.get('/api/admin/withdrawals', {
    config: { auth: ['ADMIN'] },
    schema: { tags: ['admin'], querystring: payoutReviewQuerySchema, response: { 200: dataEnvelope(payoutReviewPageSchema) } },
    handler: async (request) => ({ data: await withdrawals.reviewQueue(request.query) }),
  });

  app.post('/api/admin/withdrawals/:id/approve', {
    config: { auth: ['ADMIN'] },
    schema: { tags: ['admin'], params, response: { 200: dataEnvelope(withdrawalSchema) } },
    handler: async (request) => ({ data: await withdrawals.approve(currentUser(request).id, request.params.id), message: withdrawMessages.approved }),
  });

  app.post('/api/admin/withdrawals/:id/reject', {
    config: { auth: ['ADMIN'] },
    schema: { tags: ['admin'], params, body: rejectWithdrawalSchema, response: { 200: dataEnvelope(withdrawalSchema) } },
    handler: async (request) => ({ data: await withdrawals.reject(currentUser(request).id, request.params.id, request.body.reason), message: withdrawMessages.rejected }),
  });
}
