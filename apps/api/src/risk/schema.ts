import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** An admin's lift of a fraud limit for one account, until it expires. */
export const riskLifts = pgTable(
  'risk_lifts',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().notNull(),
    /** The limit lifted: `deposits` (count and amount per day) or `new_cards` (per day). */
    rule: text().$type<'deposits' | 'new_cards'>().notNull(),
    reason: text().notNull(),
    liftedBy: uuid().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('risk_lifts_user_idx').on(table.userId, table.rule, table.expiresAt)],
);
