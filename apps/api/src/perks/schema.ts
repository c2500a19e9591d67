import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { subscriptions } from '../subscriptions/schema.ts';

/**
 * What a subscriber used of one free service in one period of their subscription. The row is written
 * at the first use with the period's grant; the database keeps `used` between 0 and `granted`, so
 * concurrent uses can never take more than was granted.
 */
export const perkBalances = pgTable(
  'perk_balances',
  {
    subscriptionId: uuid()
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    freeServiceId: uuid().notNull(),
    period: integer().notNull(),
    granted: integer().notNull(),
    used: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.subscriptionId, table.freeServiceId, table.period] }),
    check('perk_balances_within_grant', sql`${table.used} between 0 and ${table.granted}`),
  ],
);
