import { transactionSchema, type TipInput } from '@velvet/contracts';
import { IDEMPOTENCY_KEY_HEADER, apiClient } from '@/shared/api';

export const sendTip = (tip: TipInput, idempotencyKey: string) =>
  apiClient.request({
    path: '/api/tips',
    method: 'POST',
    body: tip,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: transactionSchema,
  });
