import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';

/** A creator's message to many fans; its recipients are fixed when it is queued and delivered by the `mass-messages-deliver` job. */
export const massMessages = pgTable(
  'mass_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    creatorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    audienceType: text().$type<'all' | 'channel' | 'collab' | 'list'>().notNull(),
    audienceId: uuid(),
    text: text().notNull(),
    /** Null for a free message; otherwise each recipient unlocks their copy for this fee. */
    feeCents: integer(),
    /** The creator's vault items; each recipient gets fresh copies of them. */
    vaultMediaIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true, precision: 3 }),
  },
  (table) => [
    index('mass_messages_creator_idx').on(table.creatorId, table.createdAt),
    check('mass_messages_fee_positive', sql`${table.feeCents} is null or ${table.feeCents} > 0`),
    check('mass_messages_paid_has_media', sql`(${table.feeCents} is null) = (cardinality(${table.vaultMediaIds}) = 0)`),
  ],
);

/**
 * One fan of a mass message, once (the primary key): 'pending' until a batch takes it under a row lock
 * and, in the same transaction as the chat message, marks it 'sent' (or 'skipped' when the fan's settings
 * refuse it). A batch that fails rolls back both, so a re-run never sends twice.
 */
export const massMessageRecipients = pgTable(
  'mass_message_recipients',
  {
    massMessageId: uuid()
      .notNull()
      .references(() => massMessages.id, { onDelete: 'cascade' }),
    fanId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text().$type<'pending' | 'sent' | 'skipped'>().notNull().default('pending'),
    /** The chat message the fan got (the chat domain's id). */
    messageId: uuid(),
    /** The paid media of that message (the chat-media domain's id), for a paid mass message. */
    chatMediaId: uuid(),
    doneAt: timestamp({ withTimezone: true, precision: 3 }),
  },
  (table) => [
    primaryKey({ columns: [table.massMessageId, table.fanId] }),
    index('mass_message_recipients_pending_idx').on(table.massMessageId).where(sql`${table.status} = 'pending'`),
    check('mass_message_recipients_status', sql`${table.status} in ('pending', 'sent', 'skipped')`),
  ],
);
