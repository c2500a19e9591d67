import {
  chatAliasSchema,
  chatDeletedEventSchema,
  chatListQuerySchema,
  chatReactionSchema,
  chatSettingsSchema,
  chatEditSchema,
  chatEntrySchema,
  chatMessageSchema,
  chatMessages,
  chatMessagesPageSchema,
  chatMessagesQuerySchema,
  chatOpenSchema,
  chatPinSchema,
  chatReadEventSchema,
  chatReadSchema,
  chatSendSchema,
  chatUnreadSchema,
  dataEnvelope,
  idParamsSchema,
  pinnedMessageSchema,
} from '@velvet/contracts';
import { z } from 'zod';
import { currentUser } from '../platform/auth/guard.ts';
import type { Api } from '../platform/http/types.ts';
import type { ChatService } from './service.ts';

const tags = ['chat'];
const auth = 'signed-in' as const;

/** Chat over HTTP; the same sends go over the socket (`chat:send`), and pushes arrive there (docs/chat.md). */
export function chatRoutes(app: Api, chat: ChatService): void {
  app.post('/api/chat/conversations', {
    config: { auth },
    schema: { tags, summary: 'Start or open the conversation with a user', body: chatOpenSchema, response: { 200: dataEnvelope(chatEntrySchema) } },
    handler: async (request) => ({ data: await chat.open(currentUser(request).id, request.body.user_id) }),
  });

  app.get('/api/chat/conversations', {
    config: { auth },
    schema: { tags, summary: 'My conversations, latest activity first (the archived ones apart; searched by name or message)', querystring: chatListQuerySchema, response: { 200: dataEnvelope(z.array(chatEntrySchema)) } },
    handler: async (request) => ({ data: await chat.list(currentUser(request).id, request.query) }),
  });

  app.put('/api/chat/conversations/:id/settings', {
    config: { auth },
    schema: { tags, summary: 'Mute, archive or block: my own settings of a conversation', params: idParamsSchema, body: chatSettingsSchema, response: { 200: dataEnvelope(chatEntrySchema) } },
    handler: async (request) => ({ data: await chat.updateSettings(currentUser(request).id, request.params.id, request.body), message: chatMessages.settingsSaved }),
  });

  app.get('/api/chat/conversations/:id', {
    config: { auth },
    schema: { tags, params: idParamsSchema, response: { 200: dataEnvelope(chatEntrySchema) } },
    handler: async (request) => ({ data: await chat.conversation(currentUser(request).id, request.params.id) }),
  });

  app.get('/api/chat/conversations/:id/messages', {
    config: { auth },
    schema: { tags, summary: 'Messages, newest first, in keyset pages', params: idParamsSchema, querystring: chatMessagesQuerySchema, response: { 200: dataEnvelope(chatMessagesPageSchema) } },
    handler: async (request) => ({ data: await chat.messagesPage(currentUser(request).id, request.params.id, request.query) }),
  });

  app.post('/api/chat/conversations/:id/read', {
    config: { auth },
    schema: { tags, summary: 'Mark read up to a message', params: idParamsSchema, body: chatReadSchema, response: { 200: dataEnvelope(chatReadEventSchema) } },
    handler: async (request) => ({ data: await chat.markRead(currentUser(request).id, request.params.id, request.body.message_id) }),
  });

  app.get('/api/chat/conversations/:id/pins', {
    config: { auth },
    schema: { tags, summary: 'Pinned messages I see, newest first', params: idParamsSchema, response: { 200: dataEnvelope(z.array(pinnedMessageSchema)) } },
    handler: async (request) => ({ data: await chat.pins(currentUser(request).id, request.params.id) }),
  });

  app.post('/api/chat/messages', {
    config: { auth },
    schema: { tags, summary: 'Send a message (Chat send payload)', body: chatSendSchema, response: { 200: dataEnvelope(chatMessageSchema) } },
    handler: async (request) => ({ data: await chat.send({ senderId: currentUser(request).id, message: request.body }) }),
  });

  app.patch('/api/chat/messages/:id', {
    config: { auth },
    schema: { tags, summary: 'Edit my own message', params: idParamsSchema, body: chatEditSchema, response: { 200: dataEnvelope(chatMessageSchema) } },
    handler: async (request) => ({ data: await chat.edit(currentUser(request).id, request.params.id, request.body.message_text) }),
  });

  app.delete('/api/chat/messages/:id', {
    config: { auth },
    schema: { tags, summary: 'Delete my own plain message for both members', params: idParamsSchema, response: { 200: dataEnvelope(chatDeletedEventSchema) } },
    handler: async (request) => ({ data: await chat.deleteMessage(currentUser(request).id, request.params.id), message: chatMessages.messageDeleted }),
  });

  app.post('/api/chat/messages/:id/reactions', {
    config: { auth },
    schema: { tags, summary: 'Toggle my reaction on a message', params: idParamsSchema, body: chatReactionSchema, response: { 200: dataEnvelope(chatMessageSchema) } },
    handler: async (request) => ({ data: await chat.react(currentUser(request).id, request.params.id, request.body.emoji) }),
  });

  app.post('/api/chat/pins', {
    config: { auth },
    schema: { tags, summary: 'Pin or unpin a message, for me or (creators) for all', body: chatPinSchema, response: { 200: dataEnvelope(z.array(pinnedMessageSchema)) } },
    handler: async (request) => ({ data: await chat.pin(currentUser(request).id, request.body) }),
  });

  app.get('/api/chat/unread-count', {
    config: { auth },
    schema: { tags, summary: 'Unread messages in all my conversations', response: { 200: dataEnvelope(chatUnreadSchema) } },
    handler: async (request) => ({ data: { unread: await chat.unreadTotal(currentUser(request).id) } }),
  });

  app.put('/api/chat/notes/:id', {
    config: { auth },
    schema: { tags, summary: 'Set Alias: my private note on a user', params: idParamsSchema, body: chatAliasSchema, response: { 200: dataEnvelope(z.record(z.string(), z.string())) } },
    handler: async (request) => ({ data: await chat.setAlias(currentUser(request).id, request.params.id, request.body), message: chatMessages.aliasSaved }),
  });
}
