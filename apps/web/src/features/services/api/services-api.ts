import {
  serviceInterestAnswerSchema,
  serviceSchema,
  servicesAnswerSchema,
  transactionSchema,
  uploadedImageSchema,
  type ChatFeePurchaseInput,
  type ChatFeePurchaseV2Input,
  type ServiceInput,
  type ServicePatch,
  type ServicesAnswer,
} from '@velvet/contracts';
import { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER, apiClient, sessionQueryScope, uploadFile } from '@/shared/api';
import { toApiRequestError } from '@/shared/api/api-request-error';

export const serviceKeys = {
  /** Guests' lists are public; a signed-in viewer's carry what they bought, so they live in the session scope. */
  publicList: (creatorId: string) => ['services', 'public', creatorId] as const,
  all: [sessionQueryScope, 'services'] as const,
  list: (creatorId: string | 'mine') => [sessionQueryScope, 'services', creatorId] as const,
};

/**
 * `GET /api/users/services`: its answer carries `subscribed_services` and `free_services` beside `data`
 * (the spec's shape), which the client's `{ data }` reader drops, so it is read here whole.
 */
export async function getServices(creatorId: string | undefined, signal?: AbortSignal): Promise<ServicesAnswer> {
  const path = creatorId ? `/api/users/services?user_id=${encodeURIComponent(creatorId)}` : '/api/users/services';
  const send = (token: string | undefined) => window.fetch(path, { signal, headers: { Accept: 'application/json', ...(token && { Authorization: `Bearer ${token}` }) } });
  let response = await send(await apiClient.currentToken());
  let answer: unknown = await response.json().catch(() => undefined);
  if (response.status === 401 && (answer as { code?: string } | undefined)?.code === 'TOKEN_EXPIRED') {
    response = await send(await apiClient.refreshSession());
    answer = await response.json().catch(() => undefined);
  }
  if (!response.ok) throw toApiRequestError(response.status, answer, response.headers.get('Retry-After'));
  return servicesAnswerSchema.parse(answer);
}

/** `GET /api/users/public-services`: what a guest sees of a creator's services. */
export const getPublicServices = (creatorId: string, signal?: AbortSignal) =>
  apiClient.request({ path: `/api/users/public-services?user_id=${encodeURIComponent(creatorId)}`, schema: z.array(serviceSchema), signal });

export const createService = (input: ServiceInput) => apiClient.request({ path: '/api/users/services', method: 'POST', body: input, schema: serviceSchema });

export const updateService = (id: string, patch: ServicePatch) => apiClient.request({ path: `/api/users/services/${id}`, method: 'PATCH', body: patch, schema: serviceSchema });

export const deleteService = (id: string) => apiClient.request({ path: `/api/users/services/${id}`, method: 'DELETE' });

export const registerInterest = (serviceId: string) =>
  apiClient.request({ path: '/api/users/service-interest', method: 'POST', body: { service_id: serviceId }, schema: serviceInterestAnswerSchema });

export const purchaseChatFee = (input: ChatFeePurchaseInput, idempotencyKey: string) =>
  apiClient.request({
    path: '/api/users/purchase-chat-fee-service',
    method: 'POST',
    body: input,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: transactionSchema,
  });

/** The v2 variant (the skrill flag): paid on the hosted wallet's page, whose address the answer carries. */
export const purchaseChatFeeV2 = (input: ChatFeePurchaseV2Input, idempotencyKey: string) =>
  apiClient.request({
    path: '/api/v2/users/purchase-chat-fee-service',
    method: 'POST',
    body: input,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: transactionSchema,
  });

/** Uploads a service image (already cropped square); answers its URL. */
export const uploadServiceImage = async (image: Blob) =>
  (await uploadFile({ path: '/api/uploads/images?kind=avatar', file: image, filename: 'service.jpg', schema: uploadedImageSchema })).url;
