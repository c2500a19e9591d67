import {
  mySubscriptionSchema,
  subscriptionPaths,
  subscriptionPurchaseSchema,
  type SubscribeInput,
  type SubscriptionTargetKind,
  type UnsubscribeInput,
} from '@velvet/contracts';
import { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER, apiClient } from '@/shared/api';

export type TargetRef = { kind: SubscriptionTargetKind; id: string };

export const subscribe = (target: TargetRef, input: SubscribeInput, idempotencyKey: string) =>
  apiClient.request({
    path: subscriptionPaths.subscribe(target.kind, target.id),
    method: 'POST',
    body: input,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: subscriptionPurchaseSchema,
  });

export const unsubscribe = (target: TargetRef, input: UnsubscribeInput) =>
  apiClient.request({ path: subscriptionPaths.unsubscribe(target.kind, target.id), method: 'POST', body: input, schema: mySubscriptionSchema });

export const fetchMySubscriptions = (signal: AbortSignal) =>
  apiClient.request({ path: subscriptionPaths.mine, schema: z.array(mySubscriptionSchema), signal });
