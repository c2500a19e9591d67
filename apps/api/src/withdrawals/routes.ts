import { dataEnvelope, payoutAccountSchema, toCents, withdrawalSchema, withdrawBalanceSchema, withdrawMessages, withdrawSchema } from '@velvet/contracts';
import { currentUser } from '../platform/auth/guard.ts';
import { idempotencyKeyOf, idempotentHeaders } from '../platform/http/idempotency.ts';
import type { Api } from '../platform/http/types.ts';
import type { VerificationService } from '../verification/service.ts';
import type { WithdrawalsService } from './service.ts';

/** Creators withdraw their earnings, agencies their shares. */
const payees = ['CREATOR', 'AGENCY'] as const;

type WithdrawalsRoutesOptions = { withdrawals: WithdrawalsService; verification: VerificationService };

export function withdrawalsRoutes(app: Api, { withdrawals, verification }: WithdrawalsRoutesOptions): void {
  app.get('/api/withdrawals/balance', {
    config: { auth: 'signed-in' },
    schema: { tags: ['withdrawals'], response: { 200: dataEnvelope(withdrawBalanceSchema) } },
    handler: async (request) => ({ data: await withdrawals.balance(currentUser(request).id, currentUser(request).role) }),
  });

  app.get('/api/withdrawals/payout-account', {
    config: { auth: payees },
    schema: { tags: ['withdrawals'], response: { 200: dataEnvelope(payoutAccountSchema.nullable()) } },
    handler: async (request) => ({ data: await withdrawals.payoutAccount(currentUser(request).id) }),
  });

  app.post('/api/withdrawals/payout-account', {
    config: { auth: payees },
    schema: { tags: ['withdrawals'], response: { 200: dataEnvelope(payoutAccountSchema) } },
    handler: async (request) => {
      const userId = currentUser(request).id;
      await verification.requireFullKyc(userId);
      return { data: await withdrawals.createPayoutAccount(userId) };
    },
  });

  app.post('/api/withdrawals', {
    config: { auth: payees },
    schema: { tags: ['withdrawals'], headers: idempotentHeaders, body: withdrawSchema, response: { 200: dataEnvelope(withdrawalSchema) } },
    handler: async (request) => {
      const { id: userId, role } = currentUser(request);
      await verification.requireFullKyc(userId);
      const { amount, sid, type } = request.body;
      const withdrawal = await withdrawals.withdraw({ userId, role, idempotencyKey: idempotencyKeyOf(request.headers), amountCents: toCents(amount), destination: { sid, type } });
      return { data: withdrawal, message: withdrawal.review?.status === 'awaiting' ? withdrawMessages.awaitingReview : withdrawMessages.withdrawn };
    },
  });

  app.get('/api/withdrawals/history', {
    config: { auth: payees },
    schema: { tags: ['withdrawals'], response: { 200: dataEnvelope(withdrawalSchema.array()) } },
    handler: async (request) => ({ data: await withdrawals.history(currentUser(request).id) }),
  });
}
