import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const deliveryChannelEnum = pgEnum('delivery_channel', ['email', 'sms']);

/**
 * The dev mailbox: with no SMTP server configured, every mail and SMS is stored here (in the same
 * transaction as the change it announces) and shown at /dev/mailbox instead of being sent.
 */
export const devOutbox = pgTable(
  'dev_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    channel: deliveryChannelEnum().notNull(),
    to: text().notNull(),
    subject: text(),
    text: text().notNull(),
    html: text(),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index('dev_outbox_to_created_idx').on(table.to, table.createdAt), index('dev_outbox_created_idx').on(table.createdAt)],
);
