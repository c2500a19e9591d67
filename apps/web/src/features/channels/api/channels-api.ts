import { channelSchema, mySubscriptionSchema, packageSubscriberCountSchema, paginatedSchema, subscriptionPaths, type ChannelFormInput } from '@velvet/contracts';
import { z } from 'zod';
import { apiClient } from '@/shared/api';
import { toApiRequestError } from '@/shared/api/api-request-error';

export const channelKeys = {
  all: ['channels'] as const,
  byUsername: (username: string) => [...channelKeys.all, 'username', username] as const,
  mine: () => [...channelKeys.all, 'mine'] as const,
  packageCounts: (channelId: string) => [...channelKeys.all, 'package-counts', channelId] as const,
};

export const channelByUsernamePath = (username: string) => `/api/channel/by-username/${encodeURIComponent(username)}`;

export const getChannelByUsername = (username: string, signal?: AbortSignal) => apiClient.request({ path: channelByUsernamePath(username), schema: channelSchema, signal });

/** The signed-in creator's channels (spec: page 1, limit 100). */
export const getMyChannels = (signal?: AbortSignal) => apiClient.request({ path: '/api/channel/mine?page=1&limit=100', schema: paginatedSchema(channelSchema), signal });

export const getPackageCounts = (channelId: string, signal?: AbortSignal) =>
  apiClient.request({ path: `/api/channel/${channelId}/package-subscribers`, schema: z.array(packageSubscriberCountSchema), signal });

export const createChannel = (form: ChannelFormInput) => apiClient.request({ path: '/api/channel', method: 'POST', body: form, schema: channelSchema });

export const updateChannel = (channelId: string, form: ChannelFormInput) => apiClient.request({ path: `/api/channel/${channelId}`, method: 'PUT', body: form, schema: channelSchema });

/** Follows a free channel through its `free` package: no payment, so no idempotency key (a second follow answers the same one). */
export const followChannel = ({ channelId, packageId }: { channelId: string; packageId: string }) =>
  apiClient.request({ path: subscriptionPaths.follow(channelId), method: 'POST', body: { package_id: packageId }, schema: mySubscriptionSchema });

export const deleteChannel = (channelId: string) => apiClient.request({ path: `/api/channel/${channelId}`, method: 'DELETE' });

export type ChannelImageFiles = { avatar?: File | null; background?: File | null };

/** `PATCH /api/channel/:id/avatar-and-background` as multipart; the access token is refreshed once if it expired. */
export async function uploadChannelImages(channelId: string, files: ChannelImageFiles) {
  const body = new FormData();
  if (files.avatar) body.append('avatar', files.avatar);
  if (files.background) body.append('background', files.background);
  const send = (token: string | undefined) =>
    window.fetch(`/api/channel/${channelId}/avatar-and-background`, { method: 'PATCH', body, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  let response = await send(await apiClient.currentToken());
  let answer: unknown = await response.json().catch(() => undefined);
  if (response.status === 401 && (answer as { code?: string } | undefined)?.code === 'TOKEN_EXPIRED') {
    response = await send(await apiClient.refreshSession());
    answer = await response.json().catch(() => undefined);
  }
  if (!response.ok) throw toApiRequestError(response.status, answer, response.headers.get('Retry-After'));
  return channelSchema.parse((answer as { data: unknown }).data);
}
