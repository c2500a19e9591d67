import { queryOptions } from '@tanstack/react-query';
import { sessionQueryScope } from '@/shared/api';
import { fetchActiveSubscription, fetchMySubscriptions, type TargetRef } from './subscriptions-api';

export const subscriptionKeys = {
  all: [sessionQueryScope, 'subscriptions'] as const,
  mine: [sessionQueryScope, 'subscriptions', 'mine'] as const,
  active: (target: TargetRef) => [sessionQueryScope, 'subscriptions', 'active', target.kind, target.id] as const,
};

export const mySubscriptionsQueryOptions = queryOptions({
  queryKey: subscriptionKeys.mine,
  queryFn: ({ signal }) => fetchMySubscriptions(signal),
});

/** The viewer's live subscription to a channel or group; null when there is none. */
export const activeSubscriptionQueryOptions = (target: TargetRef) =>
  queryOptions({ queryKey: subscriptionKeys.active(target), queryFn: ({ signal }) => fetchActiveSubscription(target, signal) });
