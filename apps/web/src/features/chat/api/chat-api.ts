import {
  chatEntrySchema,
  chatMessageSchema,
  chatMessagesPageSchema,
  chatReadEventSchema,
  chatUnreadSchema,
  pinnedMessageSchema,
  chatDeletedEventSchema,
  type ChatAliasInput,
  type ChatReactionInput,
  type ChatSettingsInput,
  type ChatPinInput,
} from '@velvet/contracts';
import { z } from 'zod';
import { apiClient } from '@/shared/api';

/** `/chat?user=`: the conversation with a user, started when there is none yet. */
export const openConversation = (userId: string) =>
  apiClient.request({ path: '/api/chat/conversations', method: 'POST', body: { user_id: userId }, schema: chatEntrySchema });

/** The main list or the archived one, optionally searched by name or message text. */
export const getConversations = (signal: AbortSignal, { archived = false, search = '' }: { archived?: boolean; search?: string } = {}) =>
  apiClient.request({
    path: `/api/chat/conversations?archived=${archived}${search ? `&search=${encodeURIComponent(search)}` : ''}`,
    schema: z.array(chatEntrySchema),
    signal,
  });

export const updateConversationSettings = (conversationId: string, input: ChatSettingsInput) =>
  apiClient.request({ path: `/api/chat/conversations/${conversationId}/settings`, method: 'PUT', body: input, schema: chatEntrySchema });

export const deleteMessage = (messageId: string) => apiClient.request({ path: `/api/chat/messages/${messageId}`, method: 'DELETE', schema: chatDeletedEventSchema });

export const reactToMessage = (messageId: string, input: ChatReactionInput) =>
  apiClient.request({ path: `/api/chat/messages/${messageId}/reactions`, method: 'POST', body: input, schema: chatMessageSchema });

export const getMessagesPage = (conversationId: string, cursor: string | null, signal: AbortSignal) =>
  apiClient.request({
    path: `/api/chat/conversations/${conversationId}/messages${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
    schema: chatMessagesPageSchema,
    signal,
  });

export const markRead = (conversationId: string, messageId: string) =>
  apiClient.request({ path: `/api/chat/conversations/${conversationId}/read`, method: 'POST', body: { message_id: messageId }, schema: chatReadEventSchema });

export const editMessage = (messageId: string, text: string) =>
  apiClient.request({ path: `/api/chat/messages/${messageId}`, method: 'PATCH', body: { message_text: text }, schema: chatMessageSchema });

export const getUnreadTotal = (signal: AbortSignal) => apiClient.request({ path: '/api/chat/unread-count', schema: chatUnreadSchema, signal });

export const setAlias = (userId: string, input: ChatAliasInput) =>
  apiClient.request({ path: `/api/chat/notes/${userId}`, method: 'PUT', body: input, schema: z.record(z.string(), z.string()) });

export const getPins = (conversationId: string, signal: AbortSignal) =>
  apiClient.request({ path: `/api/chat/conversations/${conversationId}/pins`, schema: z.array(pinnedMessageSchema), signal });

export const pinMessage = (input: ChatPinInput) => apiClient.request({ path: '/api/chat/pins', method: 'POST', body: input, schema: z.array(pinnedMessageSchema) });

