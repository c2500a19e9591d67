import { pushKeySchema, pushRemovedSchema, pushSubscribedSchema, type PushSubscriptionInput } from '@velvet/contracts';
import { apiClient } from '@/shared/api';

const SUBSCRIPTIONS = '/api/notifications/push-subscriptions';

export const getPushKey = (signal?: AbortSignal) => apiClient.request({ path: '/api/notifications/push-key', schema: pushKeySchema, signal });

export const savePushSubscription = (subscription: PushSubscriptionInput) =>
  apiClient.request({ path: SUBSCRIPTIONS, method: 'POST', body: subscription, schema: pushSubscribedSchema });

export const removePushSubscription = (endpoint: string) => apiClient.request({ path: SUBSCRIPTIONS, method: 'DELETE', body: { endpoint }, schema: pushRemovedSchema });
