import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';
import { chatMessagesTable, conversations } from '../chat/schema.ts';
import { media } from '../media/schema.ts';
import { transactions } from '../transactions/schema.ts';

/** A paid chat message (or a free voice message, fee 0): what the seller asks to unlock it, and the one other member who may buy it. */
export const chatMedia = pgTable(
  'chat_media',
  {
    id: uuid().primaryKey(),
    messageId: uuid()
      .notNull()
      .references(() => chatMessagesTable.id, { onDelete: 'cascade' }),
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    sellerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    buyerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feeCents: integer().notNull(),
    isAudio: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('chat_media_message_key').on(table.messageId), index('chat_media_buyer_idx').on(table.buyerId), check('chat_media_fee_not_negative', sql`${table.feeCents} >= 0`)],
);

/** The private media items of a paid message, in order; an upload serves one paid message at most. */
export const chatMediaItems = pgTable(
  'chat_media_items',
  {
    chatMediaId: uuid()
      .notNull()
      .references(() => chatMedia.id, { onDelete: 'cascade' }),
    mediaId: uuid()
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.chatMediaId, table.mediaId] }), uniqueIndex('chat_media_items_media_key').on(table.mediaId)],
);

/** A bought paid message: one row per fan and message, written by the settling transaction, deleted by a refund. */
export const chatMediaUnlocks = pgTable(
  'chat_media_unlocks',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chatMediaId: uuid()
      .notNull()
      .references(() => chatMedia.id, { onDelete: 'cascade' }),
    transactionId: uuid()
      .notNull()
      .references(() => transactions.id),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.chatMediaId] }), index('chat_media_unlocks_transaction_idx').on(table.transactionId)],
);
