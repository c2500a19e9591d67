import { paidRequestSchema, serviceRequestSchema, uploadedImageSchema, type CounterAnswerInput, type FreeServiceUseInput, type RequestInput, type RequestResponseInput } from '@velvet/contracts';
import { IDEMPOTENCY_KEY_HEADER, apiClient, uploadFile } from '@/shared/api';

export const requestKeys = { request: (id: string) => ['requests', id] as const };

/** `POST requests/calls-and-ratings`: the request, paid now. */
export const sendRequest = (input: RequestInput, idempotencyKey: string) =>
  apiClient.request({ path: '/api/requests/calls-and-ratings', method: 'POST', body: input, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }, schema: paidRequestSchema });

/** `POST /api/requests/free-service`: a free service of a subscribed channel used as a request; nothing is paid. */
export const sendFreeRequest = (input: FreeServiceUseInput) => apiClient.request({ path: '/api/requests/free-service', method: 'POST', body: input, schema: serviceRequestSchema });

export const respondToRequest = (id: string, input: RequestResponseInput) => apiClient.request({ path: `/api/requests/${id}/respond`, method: 'POST', body: input, schema: serviceRequestSchema });

export const answerCounter = (id: string, input: CounterAnswerInput, idempotencyKey: string) =>
  apiClient.request({ path: `/api/requests/respond-to-counter-offer/${id}`, method: 'POST', body: input, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }, schema: paidRequestSchema });

export const getRequest = (id: string, signal?: AbortSignal) => apiClient.request({ path: `/api/requests/${id}`, schema: serviceRequestSchema, signal });

export const timeUp = (id: string) => apiClient.request({ path: `/api/requests/${id}`, method: 'PATCH', body: { status: 4 }, schema: serviceRequestSchema });

/** A picture for a request or a delivery, kept private: only the request's parties are shown it. */
export const uploadRequestImage = async (file: File) => (await uploadFile({ path: '/api/uploads/private-images', file, filename: file.name, schema: uploadedImageSchema })).url;
