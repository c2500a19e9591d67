import { z } from 'zod';
import { pageSchema } from './posts.ts';
import { requestMetaShape } from './requests.ts';
import { roleSchema } from './users.ts';

/** Chat between fans and creators: the spec's messages word for word, and ours where it names none. */
export const chatMessages = {
  aliasTooLong: 'Note should be less than 50 characters',
  aliasEmpty: 'Note should not be empty',
  aliasSaved: 'Note added successfully',
  aliasFailed: 'Error changing alias name',
  messageEmpty: 'Please enter a message',
  messageTooLong: 'A message can be at most 2000 characters',
  tooManyMedia: 'A message can carry at most 10 files',
  mediaNotUploaded: 'Only photos you uploaded to Velvet can be sent',
  selfChat: 'You cannot chat with yourself',
  userNotFound: 'User not found',
  userUnavailable: 'This user is not available',
  conversationNotFound: 'Conversation not found',
  messageNotFound: 'Message not found',
  ownMessagesOnly: 'You can only edit your own messages',
  messageLocked: 'Requests, offers, calls, paid and system messages cannot be edited',
  messagesFromNobody: 'This user does not accept messages',
  messagesFromSubscribers: 'Only subscribers can message this creator. Subscribe to a channel to start chatting.',
  chatFeeRequired: 'A chat fee is needed to message this creator.',
  chatFeeUsedUp: 'You have used all the messages of your chat fee.',
  pinForAllCreatorsOnly: 'Only creators can pin for everyone',
  pinNotFound: 'Pin not found',
  pinForAllConfirm: 'Pin this message for everyone in this chat?',
  noConversations: 'No conversations yet',
} as const;

export const CHAT_MESSAGE_MAX = 2000;
export const CHAT_ALIAS_MAX = 50;
export const CHAT_MEDIA_MAX = 10;
export const CHAT_PAGE_SIZE_DEFAULT = 30;

/** The room of one conversation on the socket: only its two members may join it. */
export const chatRoom = (conversationId: string) => `conversation:${conversationId}`;

/** Socket events of the chat: `send` is an emit-with-acknowledgement request, the others are pushes. */
export const chatEvents = {
  send: 'chat:send',
  edit: 'chat:edit',
  message: 'chat:message',
  messageEdited: 'chat:message-edited',
  read: 'chat:read',
  pins: 'chat:pins',
  presence: 'chat:presence',
} as const;

/**
 * What made a message. Only `text` (a member's own words and free photos, sent with `chat:send` or
 * `POST /api/chat/messages`) can be edited. Every other kind records a request, a payment or the
 * platform's own words and stays as it was sent, for both members: a paid request, a counter offer, an
 * accepted request or call, paid media, a voice message, a direct message bought as a consumable, a
 * message paid from a PerMessage chat fee, and a creator's auto-message.
 */
export const messageKinds = [
  'text',
  'auto-message',
  'direct-message',
  'chat-fee-message',
  'request',
  'counter-offer',
  'request-accepted',
  'accept-call',
  'paid-media',
  'voice',
  'mass-message',
] as const;
export type MessageKind = (typeof messageKinds)[number];

/** Whether a message can be edited by its sender at all (the server refuses the rest with `messageLocked`). */
export const isEditableMessage = (message: { kind: MessageKind }) => message.kind === 'text';

export const messageMetaTypes = ['message-attachment', 'chat-unlock', 'VIDEO', 'VOICE', 'RATING', 'CUSTOM-SERVICE', 'ACCEPT_CALL'] as const;

/** `Message meta` as the chat shows it; `is_auto_message` marks a creator's welcome to a new subscriber. */
export const messageMetaSchema = z.object({
  type: z.enum(messageMetaTypes).optional(),
  is_auto_message: z.boolean().optional(),
  /** Paid chat media (chat-media.ts): the item to buy, its fee in dollars, and whether the fan has bought it. */
  chat_media_id: z.string().optional(),
  media_fee: z.number().optional(),
  is_unlocked: z.boolean().optional(),
  paid: z.boolean().optional(),
  is_audio: z.boolean().optional(),
  /** Sent to many fans at once (a mass message). */
  is_mass_message: z.boolean().optional(),
  ...requestMetaShape,
});
export type MessageMeta = z.infer<typeof messageMetaSchema>;

export const chatMediaSchema = z.strictObject({ path: z.string().min(1).max(500), type: z.enum(['image', 'video']) });
export type ChatMedia = z.infer<typeof chatMediaSchema>;

/** A party of a conversation; `online` is null when they hide it ('Show when I am online' off). */
export const chatUserSchema = z.object({
  _id: z.string(),
  username: z.string(),
  display_name: z.string(),
  avatar: z.string().nullable(),
  badges: z.array(z.string()),
  role: roleSchema,
  online: z.boolean().nullable(),
});
export type ChatUser = z.infer<typeof chatUserSchema>;

export const chatReceiptSchema = z.object({ user_id: z.string(), seen_at: z.string() });

/** `Chat message`: the spec's three names of the id are all given. */
export const chatMessageSchema = z.object({
  _id: z.string(),
  message_id: z.string(),
  messageId: z.string(),
  converse_id: z.string(),
  sender_id: z.string(),
  message_text: z.string(),
  /** A video also has its server-made poster frame. */
  media: z.array(chatMediaSchema.extend({ poster_url: z.string().nullable().optional() })),
  meta: messageMetaSchema,
  kind: z.enum(messageKinds),
  createdAt: z.string(),
  edited_at: z.string().nullable(),
  receipts: z.array(chatReceiptSchema),
  seen_count: z.number().int(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** What a fan's access to a creator's chat is: null when no fee applies to this conversation. */
export const chatFeeStateSchema = z
  .object({ granted: z.boolean(), expires_at: z.string().nullable(), available_messages: z.number().int().nullable(), service_ids: z.array(z.string()) })
  .nullable();
export type ChatFeeState = z.infer<typeof chatFeeStateSchema>;

/** `Chat entry`: one conversation as its member sees it; `notes` holds only the viewer's own alias note. */
export const chatEntrySchema = z.object({
  _id: z.string(),
  converse_channel_id: z.string(),
  initiator: chatUserSchema,
  target: chatUserSchema,
  /** The other member, whichever of initiator and target they are. */
  other: chatUserSchema,
  notes: z.record(z.string(), z.string()),
  buyers: z.array(z.object({ buyer: z.string(), bought_at: z.string().nullable(), expires_at: z.string().nullable(), service_id: z.string() })),
  converse_consumable: z.array(z.object({ buyer: z.string(), available_message: z.number().int() })),
  chat_fee: chatFeeStateSchema,
  last_message: chatMessageSchema.nullable(),
  unread_count: z.number().int(),
  createdAt: z.string(),
});
export type ChatEntry = z.infer<typeof chatEntrySchema>;

const messageTextSchema = z.string().trim().max(CHAT_MESSAGE_MAX, chatMessages.messageTooLong);

/** `Chat send payload`: text and/or media; `channel_id` is the conversation. */
export const chatSendSchema = z
  .strictObject({
    channel_id: z.uuid(),
    message_text: messageTextSchema.default(''),
    media: z.array(chatMediaSchema).max(CHAT_MEDIA_MAX, chatMessages.tooManyMedia).default([]),
    meta: z.strictObject({ type: z.literal('message-attachment').optional() }).default({}),
  })
  .refine((message) => message.message_text.length > 0 || message.media.length > 0, { message: chatMessages.messageEmpty, path: ['message_text'] });
export type ChatSendInput = z.input<typeof chatSendSchema>;

export const chatEditSchema = z.strictObject({
  message_text: messageTextSchema.min(1, chatMessages.messageEmpty),
});
export type ChatEditInput = z.input<typeof chatEditSchema>;

/** `chat:edit` on the socket: the edit and the message it is for. */
export const chatSocketEditSchema = chatEditSchema.extend({ message_id: z.uuid() });

export const chatOpenSchema = z.strictObject({ user_id: z.uuid() });
export const chatReadSchema = z.strictObject({ message_id: z.uuid() });

/** Set Alias: a private note on another user. */
export const chatAliasSchema = z.strictObject({
  note: z.string({ error: chatMessages.aliasEmpty }).trim().min(1, chatMessages.aliasEmpty).max(CHAT_ALIAS_MAX, chatMessages.aliasTooLong),
});
export type ChatAliasInput = z.input<typeof chatAliasSchema>;

/** Pin or unpin `{messageId, pin, pinId, forAll}`: unpinning names the pin. */
export const chatPinSchema = z
  .strictObject({ messageId: z.uuid(), pin: z.boolean(), pinId: z.uuid().optional(), forAll: z.boolean().default(false) })
  .refine((input) => input.pin || input.pinId, { message: chatMessages.pinNotFound, path: ['pinId'] });
export type ChatPinInput = z.input<typeof chatPinSchema>;

/** `Pinned message`; `pinnedForId` is null for a pin everyone in the chat sees. */
export const pinnedMessageSchema = z.object({
  _id: z.string(),
  channelId: z.string(),
  messageId: z.string(),
  pinnedById: z.string(),
  pinnedByName: z.string(),
  pinnedForId: z.string().nullable(),
  message: chatMessageSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PinnedMessage = z.infer<typeof pinnedMessageSchema>;

export const chatMessagesPageSchema = pageSchema(chatMessageSchema);
export const chatMessagesQuerySchema = z.strictObject({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(CHAT_PAGE_SIZE_DEFAULT),
});

export const chatUnreadSchema = z.object({ unread: z.number().int() });

/** Pushed on `chat:read`: the reader has seen everything up to `seen_at` in the conversation. */
export const chatReadEventSchema = z.object({ converse_id: z.string(), user_id: z.string(), message_id: z.string(), seen_at: z.string() });
export type ChatReadEvent = z.infer<typeof chatReadEventSchema>;

/** Pushed on `chat:pins`: the conversation's pins changed; refetch them. */
export const chatPinsEventSchema = z.object({ converse_id: z.string() });

export const chatPresenceEventSchema = z.object({ user_id: z.string(), online: z.boolean() });
export type ChatPresenceEvent = z.infer<typeof chatPresenceEventSchema>;
