import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';

/**
 * An identity check opened at the provider (its session id is the key). Decided once, by the provider's
 * webhook or by an admin; a decision for a session no longer pending changes nothing.
 */
export const identitySessions = pgTable(
  'identity_sessions',
  {
    id: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<'kyc' | 'age'>().notNull(),
    status: text().$type<'pending' | 'verified' | 'declined' | 'superseded'>().notNull().default('pending'),
    /** 'provider' or the deciding admin's id. */
    decidedBy: text(),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('identity_sessions_user_idx').on(table.userId, table.createdAt)],
);
