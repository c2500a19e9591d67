import { queryOptions } from '@tanstack/react-query';
import { sessionQueryScope } from '@/shared/api';
import { fetchMySubscriptions } from './subscriptions-api';

export const mySubscriptionsQueryOptions = queryOptions({
  queryKey: [sessionQueryScope, 'subscriptions', 'mine'] as const,
  queryFn: ({ signal }) => fetchMySubscriptions(signal),
});
