import type { ChatMedia, MessageKind, MessageMeta } from '@velvet/contracts';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';

/**
 * A one-to-one conversation. The pair is stored ordered (`userLow` < `userHigh`) and unique, so the same
 * two users always share one conversation, whoever starts it and however many times at once.
 */
export const conversations = pgTable(
  'chat_conversations',
  {
    id: uuid().primaryKey().defaultRandom(),
    userLow: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userHigh: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    initiatorId: uuid().notNull(),
    lastMessageAt: timestamp({ withTimezone: true, precision: 3 }),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('chat_conversations_pair_key').on(table.userLow, table.userHigh), check('chat_conversations_ordered_pair', sql`${table.userLow} < ${table.userHigh}`)],
);

/** Each member's side of a conversation: who the other is, and how far they have read. */
export const conversationMembers = pgTable(
  'chat_members',
  {
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    peerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadAt: timestamp({ withTimezone: true, precision: 3 }),
    /** This member's own settings of the conversation: muted (no unread badge), archived (out of the main list), the peer blocked. */
    mutedAt: timestamp({ withTimezone: true }),
    archivedAt: timestamp({ withTimezone: true }),
    blockedAt: timestamp({ withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.conversationId, table.userId] }), index('chat_members_user_idx').on(table.userId)],
);

/** A message; times have millisecond precision so a page cursor survives a JavaScript Date. */
export const chatMessagesTable = pgTable(
  'chat_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text().notNull().default(''),
    media: jsonb().$type<ChatMedia[]>().notNull().default([]),
    meta: jsonb().$type<MessageMeta>().notNull().default({}),
    /** What made the message (contracts `messageKinds`); no default, so every writer names it and only `text` is editable. */
    kind: text().$type<MessageKind>().notNull(),
    /** The subscription whose auto-message this is: one welcome per subscription. */
    autoMessageSubscriptionId: uuid(),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    editedAt: timestamp({ withTimezone: true, precision: 3 }),
  },
  (table) => [
    index('chat_messages_page_idx').on(table.conversationId, table.createdAt.desc(), table.id.desc()),
    uniqueIndex('chat_messages_auto_message_key').on(table.autoMessageSubscriptionId).where(sql`${table.autoMessageSubscriptionId} is not null`),
  ],
);

/** A private alias note one user keeps on another ('Set Alias'). */
export const chatAliases = pgTable(
  'chat_aliases',
  {
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    note: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.ownerId, table.targetId] })],
);

/** A pinned message: `pinnedForId` is the pinner for a personal pin, null for a pin everyone sees. */
export const chatPins = pgTable(
  'chat_pins',
  {
    id: uuid().primaryKey().defaultRandom(),
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    messageId: uuid()
      .notNull()
      .references(() => chatMessagesTable.id, { onDelete: 'cascade' }),
    pinnedById: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pinnedForId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('chat_pins_for_all_key').on(table.messageId).where(sql`${table.pinnedForId} is null`),
    uniqueIndex('chat_pins_personal_key').on(table.messageId, table.pinnedForId).where(sql`${table.pinnedForId} is not null`),
    index('chat_pins_conversation_idx').on(table.conversationId, table.createdAt),
  ],
);
