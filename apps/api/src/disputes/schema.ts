import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TakenPart } from '../earnings/service.ts';
import { users } from '../accounts/schema.ts';
import { transactions } from '../transactions/schema.ts';

/**
 * A payment the payer disputed with their bank, once per provider dispute id: what it took from the
 * recipients while open (`parts`) is given back if won and paid to the network if lost.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: uuid().primaryKey().defaultRandom(),
    providerDisputeId: text().notNull().unique(),
    transactionId: uuid()
      .notNull()
      .references(() => transactions.id),
    /** Who paid and whose sale it was, copied from the transaction when the dispute opens: the queue and a user's page filter by them. */
    payerId: uuid()
      .notNull()
      .references(() => users.id),
    creatorId: uuid().references(() => users.id),
    status: text().$type<'open' | 'won' | 'lost'>().notNull().default('open'),
    amountCents: bigint({ mode: 'number' }).notNull(),
    feeCents: bigint({ mode: 'number' }).notNull(),
    reason: text(),
    parts: jsonb().$type<TakenPart[]>().notNull().default([]),
    openedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('disputes_transaction_idx').on(table.transactionId),
    index('disputes_status_idx').on(table.status, table.openedAt),
    index('disputes_payer_idx').on(table.payerId, table.openedAt),
    index('disputes_creator_idx').on(table.creatorId, table.openedAt),
    check('disputes_status_kind', sql`${table.status} IN ('open', 'won', 'lost')`),
    check('disputes_amounts', sql`${table.amountCents} > 0 AND ${table.feeCents} >= 0`),
  ],
);
