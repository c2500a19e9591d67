import type { PayoutMethod } from '@velvet/contracts';
import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';

export const payoutAccounts = pgTable('payout_accounts', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id),
  payeeId: text().notNull(),
  status: text().$type<'pending_activation' | 'active'>().notNull(),
  activationUrl: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  activatedAt: timestamp({ withTimezone: true }),
});

/** A payout: reserved in the ledger, sent to the provider, then posted or voided by its webhook. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    idempotencyKey: text().notNull(),
    amountCents: bigint({ mode: 'number' }).notNull(),
    status: text().$type<'Pending' | 'Completed' | 'Failed'>().notNull().default('Pending'),
    holdId: bigint({ mode: 'number' }).notNull(),
    /** Where it goes: the payout account (the payload's `sid`, the provider's payee id) and its method (`type`); null on older rows. */
    payeeId: text(),
    payoutMethod: text().$type<PayoutMethod>(),
    transferId: text(),
    failureReason: text(),
    /** Null when it went straight out; `awaiting` while it waits for an admin, then `approved` or `rejected`. */
    review: text().$type<'awaiting' | 'approved' | 'rejected'>(),
    /** Why it waits: `large`, `first`, `disputes`. */
    reviewReasons: text().array(),
    reviewedBy: uuid(),
    reviewedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('withdrawals_user_key').on(table.userId, table.idempotencyKey),
    index('withdrawals_transfer_idx').on(table.transferId),
    index('withdrawals_review_idx').on(table.createdAt).where(sql`${table.review} = 'awaiting'`),
  ],
);
