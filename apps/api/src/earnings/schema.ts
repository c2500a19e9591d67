import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';
import { transactions } from '../transactions/schema.ts';

/** A creator's or an agency's earning from one transaction: pending until `releasableAt`, then moved to available, unless refunded or disputed before. */
export const earnings = pgTable(
  'earnings',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    transactionId: uuid()
      .notNull()
      .references(() => transactions.id),
    creatorId: uuid()
      .notNull()
      .references(() => users.id),
    amountCents: bigint({ mode: 'number' }).notNull(),
    /** Whose earning: a creator's (or collaborator's) share, or an agency's share of a creator's sale. */
    share: text().$type<'creator' | 'agency'>().notNull().default('creator'),
    releasableAt: timestamp({ withTimezone: true }).notNull(),
    releasedAt: timestamp({ withTimezone: true }),
    refundedAt: timestamp({ withTimezone: true }),
    /** Set while a card dispute holds this (unreleased) earning: the release job skips it. */
    suspendedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('earnings_due_idx').on(table.releasableAt).where(sql`${table.releasedAt} IS NULL AND ${table.refundedAt} IS NULL`),
    index('earnings_creator_idx').on(table.creatorId),
    check('earnings_share_kind', sql`${table.share} IN ('creator', 'agency')`),
  ],
);
