import { z } from 'zod';
import { paymentModeSchema, requireCardForCardMode } from './payment-method.ts';
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
  messageDeleted: 'Message deleted',
  deleteOwnOnly: 'You can only delete your own messages',
  deleteLocked: 'Requests, offers, calls, paid and system messages cannot be deleted',
  deleteConfirm: 'Delete this message for everyone?',
  reactionUnknown: 'Choose one of the offered reactions',
  blocked: 'You blocked this user. Unblock them to write.',
  blockedByOther: 'You cannot message this user',
  noResults: 'No conversations match your search',
  typing: 'typing…',
  settingsSaved: 'Conversation updated',
} as const;

/** The reactions a message can take (`meta.reactions`: each emoji with the ids of who chose it). */
export const chatReactions = ['❤️', '😂', '😮', '😢', '👍', '🔥'] as const;
export type ChatReaction = (typeof chatReactions)[number];

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
  /** A member deleted their own message: `{ converse_id, message_id }`. */
  messageDeleted: 'chat:message-deleted',
  /** Sent by a member while they type (`{ converse_id }`); pushed to the other as `{ converse_id, user_id }`. */
  typing: 'chat:typing',
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
  'shared-item',
  'mass-message',
] as const;
export type MessageKind = (typeof messageKinds)[number];

/** Whether a message can be edited by its sender at all (the server refuses the rest with `messageLocked`). */
export const isEditableMessage = (message: { kind: MessageKind }) => message.kind === 'text';

export const messageMetaTypes = ['message-attachment', 'chat-unlock', 'VIDEO', 'VOICE', 'RATING', 'CUSTOM-SERVICE', 'ACCEPT_CALL'] as const;

/** Buy entity from chat: the spec's messages, and ours where it names none. */
export const sharedItemMessages = {
  purchased: 'Successfully purchased item.',
  purchaseFailed: 'An error occurred during the purchase.',
  invalidEntityType: 'Invalid entity type',
  creatorsOnly: 'Only creators can share items in a chat',
  ownItemsOnly: 'You can only share your own posts, channels and collab groups',
  notForSale: 'This item is not for sale',
  itemNotFound: 'This item is no longer available',
  notShared: 'This message does not share an item',
  recipientOnly: 'Only the fan it was shared with can buy this item',
  shared: 'Item shared',
  buy: 'Buy',
  bought: 'Purchased',
} as const;

/** What a creator can share into a chat for the fan to buy there: a pay-to-view post, a channel or a collab group. */
export const sharedEntityTypes = ['post', 'channel', 'group'] as const;
export const sharedEntityTypeSchema = z.enum(sharedEntityTypes, { error: sharedItemMessages.invalidEntityType });
export type SharedEntityType = z.infer<typeof sharedEntityTypeSchema>;

/** A shared item as its message carries it: what it is, its name, and its price in dollars (of the package, for a channel or group). */
export const sharedItemMetaSchema = z.object({
  entity_type: sharedEntityTypeSchema,
  entity_id: z.string(),
  package_id: z.string().nullable(),
  name: z.string(),
  price: z.number(),
  /** Months a channel or group package runs; null for a post. */
  months: z.number().int().nullable(),
});
export type SharedItemMeta = z.infer<typeof sharedItemMetaSchema>;

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
  /** Reactions: each emoji with the ids of the members who chose it. */
  reactions: z.record(z.string(), z.array(z.string())).optional(),
  /** A post, channel or collab group a creator shared for the fan to buy (`paid` once bought). */
  shared_item: sharedItemMetaSchema.optional(),
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
  /** The viewer's own settings of this conversation. */
  muted: z.boolean(),
  archived: z.boolean(),
  /** Whether the viewer blocked the other member, and whether the other blocked the viewer. */
  blocked: z.boolean(),
  blocked_by_other: z.boolean(),
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

/** A creator shares a post, channel or collab group into a conversation; a channel or group is offered at `package_id` (else its cheapest active package). */
export const chatShareSchema = z.strictObject({
  channel_id: z.uuid(),
  entity_type: sharedEntityTypeSchema,
  entity_id: z.uuid({ error: sharedItemMessages.itemNotFound }),
  package_id: z.uuid().optional(),
  message_text: messageTextSchema.default(''),
});
export type ChatShareInput = z.input<typeof chatShareSchema>;

/** Buy entity from chat: the fan pays for the shared item with the wallet by default, a saved card or iDEAL. */
export const sharedItemBuySchema = z
  .strictObject({ entity_type: sharedEntityTypeSchema, payment_mode: paymentModeSchema.default('wallet'), tokenised_card_id: z.uuid().optional() })
  .superRefine(requireCardForCardMode);
export type SharedItemBuyInput = z.input<typeof sharedItemBuySchema>;

/** The v2 variant of buy-entity (the skrill flag): no payment fields, the hosted wallet's page is the payment. */
export const sharedItemBuyV2Schema = z.strictObject({ entity_type: sharedEntityTypeSchema });
export type SharedItemBuyV2Input = z.input<typeof sharedItemBuyV2Schema>;

/** `GET /api/chat/shareable-items`: the caller's own items of a kind that can be sold in a chat. */
export const shareableItemsQuerySchema = z.strictObject({ entity_type: sharedEntityTypeSchema });

/** `GET /api/chat/conversations`: the main list or the archived one, optionally searched by name or message text. */
export const chatListQuerySchema = z.strictObject({
  archived: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  search: z.string().trim().max(100).optional(),
});

/** A member's own settings of a conversation: mute, archive, block the other member. */
export const chatSettingsSchema = z
  .strictObject({ muted: z.boolean().optional(), archived: z.boolean().optional(), blocked: z.boolean().optional() })
  .refine((input) => input.muted !== undefined || input.archived !== undefined || input.blocked !== undefined, { message: 'Nothing to change' });
export type ChatSettingsInput = z.input<typeof chatSettingsSchema>;

export const chatReactionSchema = z.strictObject({ emoji: z.enum(chatReactions, { error: chatMessages.reactionUnknown }) });
export type ChatReactionInput = z.input<typeof chatReactionSchema>;

/** `chat:typing` as a member sends it. */
export const chatTypingSchema = z.strictObject({ converse_id: z.uuid() });
export const chatDeletedEventSchema = z.object({ converse_id: z.string(), message_id: z.string() });
export type ChatDeletedEvent = z.infer<typeof chatDeletedEventSchema>;
export type ChatTypingEvent = { converse_id: string; user_id: string };
