import { depositResultSchema, idealConversionSchema, type DepositInput } from '@velvet/contracts';
import { IDEMPOTENCY_KEY_HEADER, apiClient } from '@/shared/api';

export const deposit = (input: DepositInput, idempotencyKey: string) =>
  apiClient.request({
    path: '/api/wallet/deposit',
    method: 'POST',
    body: input,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: depositResultSchema,
  });

export const getIdealConversion = (amount: number, signal: AbortSignal) =>
  apiClient.request({
    path: `/api/wallet/ideal-conversion?${new URLSearchParams({ amount: String(amount) })}`,
    schema: idealConversionSchema,
    signal,
  });
