import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';

/** An admin's lift of one fraud limit for one account, until `liftedUntil`; the audit log keeps who and why. */
export const fraudLimitLifts = pgTable(
  'fraud_limit_lifts',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    kind: text({ enum: ['deposits', 'new_cards', 'card_fingerprint'] }).notNull(),
    reason: text().notNull(),
    liftedBy: uuid()
      .notNull()
      .references(() => users.id),
    liftedUntil: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('fraud_limit_lifts_user_idx').on(table.userId, table.kind, table.liftedUntil)],
);
