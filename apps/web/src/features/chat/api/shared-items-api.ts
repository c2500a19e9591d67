import { chatMessageSchema, sharedItemMetaSchema, transactionSchema, type ChatShareInput, type SharedEntityType, type SharedItemBuyInput } from '@velvet/contracts';
import { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER, apiClient } from '@/shared/api';

/** A creator shares their post, channel or collab group into a conversation. */
export const shareItem = (input: ChatShareInput) => apiClient.request({ path: '/api/chat/shared-items', method: 'POST', body: input, schema: chatMessageSchema });

/** Buy entity from chat: the fan buys the item a message shares. */
export const buySharedItem = (messageId: string, input: SharedItemBuyInput, idempotencyKey: string) =>
  apiClient.request({
    path: `/api/chat/messages/${encodeURIComponent(messageId)}/buy`,
    method: 'POST',
    body: input,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: transactionSchema,
  });

/** The creator's own posts, channels or collab groups that can be shared, at the price a share offers. */
export const getShareableItems = (entityType: SharedEntityType, signal: AbortSignal) =>
  apiClient.request({ path: `/api/chat/shareable-items?entity_type=${entityType}`, schema: z.array(sharedItemMetaSchema), signal });
