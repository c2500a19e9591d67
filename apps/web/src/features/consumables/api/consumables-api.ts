import { consumablesSchema, directMessageResultSchema, onDemandPlanSchema, transactionSchema, type BuyPackageInput, type DirectMessageInput } from '@velvet/contracts';
import { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER, apiClient } from '@/shared/api';

export const getOnDemandPlans = (signal: AbortSignal) => apiClient.request({ path: '/api/plans/on-demand', schema: z.array(onDemandPlanSchema), signal });

export const getConsumables = (signal: AbortSignal) => apiClient.request({ path: '/api/users/consumables', schema: consumablesSchema, signal });

export const buyPackage = ({ planId, packageId, input, idempotencyKey }: { planId: string; packageId: string; input: BuyPackageInput; idempotencyKey: string }) =>
  apiClient.request({
    path: `/api/plans/on-demand/${encodeURIComponent(planId)}/packages/${encodeURIComponent(packageId)}/buy`,
    method: 'POST',
    body: input,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: transactionSchema,
  });

export const sendDirectMessage = (input: DirectMessageInput) => apiClient.request({ path: '/api/chat/direct-message', method: 'POST', body: input, schema: directMessageResultSchema });

/** Spends a super like or a poke on a creator; the answer carries the counts left. */
export const spendOnCreator = (creatorId: string, kind: 'super_likes' | 'pokes') =>
  apiClient.request({ path: `/api/users/${encodeURIComponent(creatorId)}/${kind === 'super_likes' ? 'super-like' : 'poke'}`, method: 'POST', schema: consumablesSchema });
