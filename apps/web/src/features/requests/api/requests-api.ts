import {
  paidRequestSchema,
  promotionAcceptedSchema,
  promotionSchema,
  serviceRequestSchema,
  type CounterAnswerInput,
  type FreeServiceUseInput,
  type PromotionAcceptInput,
  type PromotionInput,
  type RequestInput,
  type RequestV2Input,
  type RequestResponseInput,
} from '@velvet/contracts';
import { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER, apiClient, uploadInParts } from '@/shared/api';

export const requestKeys = { request: (id: string) => ['requests', id] as const };

/** `POST requests/calls-and-ratings`: the request, paid now. */
export const sendRequest = (input: RequestInput, idempotencyKey: string) =>
  apiClient.request({ path: '/api/requests/calls-and-ratings', method: 'POST', body: input, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }, schema: paidRequestSchema });

/** The v2 variant (the skrill flag): the same request, paid on the hosted wallet's page, whose address the answer carries. */
export const sendRequestV2 = (input: RequestV2Input, idempotencyKey: string) =>
  apiClient.request({ path: '/api/v2/requests/calls-and-ratings', method: 'POST', body: input, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }, schema: paidRequestSchema });

/** `POST /api/requests/free-service`: a free service of a subscribed channel used as a request; nothing is paid. */
export const sendFreeRequest = (input: FreeServiceUseInput) => apiClient.request({ path: '/api/requests/free-service', method: 'POST', body: input, schema: serviceRequestSchema });

export const respondToRequest = (id: string, input: RequestResponseInput) => apiClient.request({ path: `/api/requests/${id}/respond`, method: 'POST', body: input, schema: serviceRequestSchema });

export const answerCounter = (id: string, input: CounterAnswerInput, idempotencyKey: string) =>
  apiClient.request({ path: `/api/requests/respond-to-counter-offer/${id}`, method: 'POST', body: input, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }, schema: paidRequestSchema });

export const getRequest = (id: string, signal?: AbortSignal) => apiClient.request({ path: `/api/requests/${id}`, schema: serviceRequestSchema, signal });

export const timeUp = (id: string) => apiClient.request({ path: `/api/requests/${id}`, method: 'PATCH', body: { status: 4 }, schema: serviceRequestSchema });

/** A photo or video (up to 1 GB) for a request or a delivery, sent in resumable parts; a video comes back with its poster and quality label. */
export const uploadRequestFile = (file: File, onProgress?: (percent: number) => void) => uploadInParts({ file, onProgress });

/** A creator's promotion of one of their services to a fan. */
export const sendPromotion = (input: PromotionInput) => apiClient.request({ path: '/api/requests/promotions', method: 'POST', body: input, schema: promotionSchema });

/** The fan accepts a promotion by paying its price. */
export const acceptPromotion = (id: string, input: PromotionAcceptInput, idempotencyKey: string) =>
  apiClient.request({ path: `/api/requests/promotions/${id}/accept`, method: 'POST', body: input, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }, schema: promotionAcceptedSchema });

export const declinePromotion = (id: string) => apiClient.request({ path: `/api/requests/promotions/${id}/decline`, method: 'POST', schema: promotionSchema });

/** The "Requests" inbox: what the user sent or received, newest first. */
export const getRequestsInbox = (box: 'sent' | 'received', signal: AbortSignal) =>
  apiClient.request({ path: `/api/requests?box=${box}`, schema: z.array(serviceRequestSchema), signal });
