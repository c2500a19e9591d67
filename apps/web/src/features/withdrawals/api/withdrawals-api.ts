import {
  payoutAccountSchema,
  withdrawBalanceSchema,
  withdrawalSchema,
  type WithdrawInput,
} from '@velvet/contracts';
import { IDEMPOTENCY_KEY_HEADER, apiClient } from '@/shared/api';

export const getWithdrawBalance = (signal: AbortSignal) =>
  apiClient.request({ path: '/api/withdrawals/balance', schema: withdrawBalanceSchema, signal });

/** The payout account, or null when none was created yet. */
export const getPayoutAccount = (signal: AbortSignal) =>
  apiClient.request({ path: '/api/withdrawals/payout-account', schema: payoutAccountSchema.nullable(), signal });

export const createPayoutAccount = () =>
  apiClient.request({ path: '/api/withdrawals/payout-account', method: 'POST', schema: payoutAccountSchema });

export const withdraw = (input: WithdrawInput, idempotencyKey: string) =>
  apiClient.request({
    path: '/api/withdrawals',
    method: 'POST',
    body: input,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: withdrawalSchema,
  });
