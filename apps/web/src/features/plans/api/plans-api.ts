import { queryOptions } from '@tanstack/react-query';
import {
  planPaths,
  planPurchaseSchema,
  platformPlanSchema,
  type PlatformPlanId,
  type PurchasePlanInput,
  type UnsubscribePlanInput,
} from '@velvet/contracts';
import { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER, apiClient, sessionQueryScope } from '@/shared/api';

export const purchasePlan = (planId: PlatformPlanId, input: PurchasePlanInput, idempotencyKey: string) =>
  apiClient.request({
    path: planPaths.purchase(planId),
    method: 'POST',
    body: input,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: planPurchaseSchema,
  });

export const unsubscribePlan = (planId: PlatformPlanId, input: UnsubscribePlanInput) =>
  apiClient.request({ path: planPaths.unsubscribe(planId), method: 'POST', body: input, schema: platformPlanSchema });

// The catalogue carries the viewer's own plan, so it is kept with the session's data.
export const platformPlansQueryOptions = queryOptions({
  queryKey: [sessionQueryScope, 'platform-plans'] as const,
  queryFn: ({ signal }) => apiClient.request({ path: planPaths.list, schema: z.array(platformPlanSchema), signal }),
});
