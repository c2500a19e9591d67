import type { PaymentMethod, TransactionType } from '@velvet/contracts';
import { transactionStatuses } from '@velvet/contracts';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';

export const transactionStatusEnum = pgEnum('transaction_status', transactionStatuses);

/** One purchase, deposit or withdrawal as the payer and recipients see it; the ledger holds the money. */
export const transactions = pgTable(
  'transactions',
  {
    id: uuid().primaryKey().defaultRandom(),
    type: text().$type<TransactionType>().notNull(),
    status: transactionStatusEnum().notNull(),
    method: text().$type<PaymentMethod>().notNull(),
    payerId: uuid()
      .notNull()
      .references(() => users.id),
    idempotencyKey: text().notNull(),
    currency: text().notNull().default('USD'),
    amountCents: bigint({ mode: 'number' }).notNull(),
    taxCents: bigint({ mode: 'number' }).notNull().default(0),
    processingFeeCents: bigint({ mode: 'number' }).notNull().default(0),
    platformFeeCents: bigint({ mode: 'number' }).notNull().default(0),
    agencyFeeCents: bigint({ mode: 'number' }).notNull().default(0),
    totalCents: bigint({ mode: 'number' }).notNull(),
    totalEurCents: bigint({ mode: 'number' }),
    taxBasisPoints: integer().notNull().default(0),
    taxName: text().notNull().default(''),
    cardId: uuid(),
    providerPaymentId: text(),
    ledgerEntryId: bigint({ mode: 'number' }),
    failureReason: text(),
    refundReason: text(),
    refundedAt: timestamp({ withTimezone: true }),
    message: text(),
    traceable: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('transactions_payer_key').on(table.payerId, table.idempotencyKey),
    index('transactions_payer_page_idx').on(table.payerId, table.createdAt.desc(), table.id.desc()),
    index('transactions_pending_idx').on(table.createdAt).where(sql`${table.status} = 'Pending'`),
    index('transactions_provider_payment_idx').on(table.providerPaymentId),
    // One live purchase of a post, story or paid chat message per fan: a second one (another key, another card charge) cannot start.
    uniqueIndex('transactions_one_live_unlock_key')
      .on(table.payerId, table.type, sql`(${table.traceable}->>'ref')`)
      .where(sql`${table.type} in ('PremiumPost', 'PremiumStory', 'MediaPurchase', 'AudioMediaPurchase') and ${table.status} in ('Pending', 'Authorised', 'Completed')`),
  ],
);

export const recipientShares = ['creator', 'collaborator', 'agency'] as const;

/** Who earns from a transaction, and how much. */
export const transactionRecipients = pgTable(
  'transaction_recipients',
  {
    transactionId: uuid()
      .notNull()
      .references(() => transactions.id),
    recipientId: uuid()
      .notNull()
      .references(() => users.id),
    share: text().$type<(typeof recipientShares)[number]>().notNull(),
    amountCents: bigint({ mode: 'number' }).notNull(),
    /** The transaction's own `created_at`, copied by a trigger on insert: a recipient's list pages by it through one index, as a payer's does. */
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.transactionId, table.recipientId, table.share] }),
    index('transaction_recipients_page_idx').on(table.recipientId, table.createdAt.desc(), table.transactionId.desc()),
  ],
);
