import {
  chatMediaViewSchema,
  chatMessageSchema,
  purchasedMediaPageSchema,
  transactionSchema,
  uploadedMediaSchema,
  type ChatMediaPurchaseInput,
  type ChatMediaSendInput,
} from '@velvet/contracts';
import { IDEMPOTENCY_KEY_HEADER, apiClient, uploadFile } from '@/shared/api';

/** A paid message's photo goes to the private media store (`POST /api/posts/media`), never to public uploads. */
export const uploadPaidPhoto = (file: File, onProgress: (percent: number) => void) =>
  uploadFile({ path: '/api/posts/media', file, filename: file.name, schema: uploadedMediaSchema, onProgress });

export const sendPaidMedia = (input: ChatMediaSendInput) => apiClient.request({ path: '/api/chat-media/messages', method: 'POST', body: input, schema: chatMessageSchema });

export const getChatMedia = (id: string, signal: AbortSignal) => apiClient.request({ path: `/api/chat-media/${encodeURIComponent(id)}`, schema: chatMediaViewSchema, signal });

export const purchaseChatMedia = (input: ChatMediaPurchaseInput, idempotencyKey: string) =>
  apiClient.request({ path: '/api/chat-media/purchase', method: 'POST', body: input, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }, schema: transactionSchema });

export const getPurchasedMedia = (page: number, signal: AbortSignal) => apiClient.request({ path: `/api/users/purchase-media?page=${page}`, schema: purchasedMediaPageSchema, signal });

/** 'Record a voice message': the recording as multipart, the conversation and fee in the query. */
export const sendVoiceMessage = (query: string, recording: Blob) =>
  uploadFile({ path: `/api/chat-media/audio?${query}`, file: recording, filename: recording.type.startsWith('audio/ogg') ? 'voice.ogg' : 'voice.webm', schema: chatMessageSchema });
