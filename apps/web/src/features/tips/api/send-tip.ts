import { transactionSchema, type TipInput, type TipV2Input } from '@velvet/contracts';
import { IDEMPOTENCY_KEY_HEADER, apiClient } from '@/shared/api';

export const sendTip = (tip: TipInput, idempotencyKey: string) =>
  apiClient.request({
    path: '/api/tips',
    method: 'POST',
    body: tip,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: transactionSchema,
  });

/** The v2 variant (the skrill flag): paid on the hosted wallet's page, whose address the answer carries. */
export const sendTipV2 = (tip: TipV2Input, idempotencyKey: string) =>
  apiClient.request({
    path: '/api/v2/tips',
    method: 'POST',
    body: tip,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: transactionSchema,
  });
