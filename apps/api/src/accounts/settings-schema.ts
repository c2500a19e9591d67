import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

/** Privacy and a creator's auto-message; a user without a row has the defaults. */
export const accountSettings = pgTable('account_settings', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  profileVisibility: text().$type<'public' | 'subscribers' | 'private'>().notNull().default('public'),
  showOnlineStatus: boolean().notNull().default(true),
  allowMessagesFrom: text().$type<'everyone' | 'subscribers' | 'nobody'>().notNull().default('everyone'),
  autoMessageEnabled: boolean().notNull().default(false),
  autoMessageText: text().notNull().default(''),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A verified user's pending change of email, one row per code: first a 6-digit code mailed to the
 * current address (`sentTo` 'current'), then one to the new address ('new'). Only the code's MAC, bound
 * to the row id, is kept. Each is used once, lives 10 minutes and burns after too many wrong codes.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text().notNull(),
    sentTo: text().$type<'current' | 'new'>().notNull().default('new'),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index('email_changes_user_idx').on(table.userId, table.createdAt)],
);
