import { sql } from 'drizzle-orm';
import { bigint, check, index, pgEnum, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

// The ledger's tables. Only src/ledger touches them; the rules that keep them honest (balanced entries,
// immutability, hold transitions, the transfer functions) live in the ledger_rules migration.

export const ledgerAccountKind = pgEnum('ledger_account_kind', [
  'fan_wallet',
  'creator_pending',
  'creator_available',
  'agency_earnings',
  'platform_fees',
  'processing_fees',
  'tax_payable',
  'provider_clearing',
  'payouts_in_flight',
  'agency_available',
  'earnings_debt',
  'disputes_held',
]);

export const ledgerHoldStatus = pgEnum('ledger_hold_status', ['pending', 'posted', 'voided']);

/**
 * One account per (kind, owner, currency). House accounts belong to the platform, whose owner id is the
 * nil UUID (not NULL, so one plain index lookup finds any account). Rows never change once made.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: ledgerAccountKind().notNull(),
    // A user's or an agency's id: no foreign key, owners live in several domains' tables.
    ownerId: uuid().notNull(),
    currency: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('ledger_accounts_identity_key').on(table.kind, table.ownerId, table.currency),
    check('ledger_accounts_currency_code', sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check(
      'ledger_accounts_owner_matches_kind',
      // Compared as text: a value added to the enum cannot be cast to it in the migration that adds it.
      sql`(${table.ownerId} = '00000000-0000-0000-0000-000000000000') = (${table.kind}::text IN ('platform_fees', 'processing_fees', 'tax_payable', 'provider_clearing', 'payouts_in_flight', 'disputes_held'))`,
    ),
  ],
);

/**
 * The maintained balance of each guarded account (a fan's wallet, a creator's available earnings): updated under a
 * row lock in the transaction that posts to it. `held` is what pending holds reserve.
 */
export const ledgerBalances = pgTable(
  'ledger_balances',
  {
    accountId: bigint({ mode: 'number' })
      .primaryKey()
      .references(() => ledgerAccounts.id),
    balance: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    held: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
  },
  (table) => [
    check('ledger_balances_held_non_negative', sql`${table.held} >= 0`),
    check('ledger_balances_available_non_negative', sql`${table.balance} >= ${table.held}`),
  ],
);

/** Two-phase movements (card authorisations, withdrawals): the postings to make if and when posted. */
export const ledgerHolds = pgTable(
  'ledger_holds',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    idempotencyKey: text().notNull(),
    kind: text().notNull(),
    status: ledgerHoldStatus().notNull().default('pending'),
    accountIds: bigint({ mode: 'number' }).array().notNull(),
    currencies: text().array().notNull(),
    amounts: bigint({ mode: 'bigint' }).array().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp({ withTimezone: true }),
  },
  (table) => [uniqueIndex('ledger_holds_idempotency_key').on(table.idempotencyKey)],
);

/**
 * A journal entry. It is found again by its caller's idempotency key, or by the hold it posts; a reversal
 * names the entry it reverses, at most once.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    idempotencyKey: text(),
    kind: text().notNull(),
    holdId: bigint({ mode: 'number' }).references(() => ledgerHolds.id),
    reversesEntryId: bigint({ mode: 'number' }).references((): AnyPgColumn => ledgerEntries.id),
    // Millisecond precision, so a page cursor survives a JavaScript date exactly.
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_entries_idempotency_key').on(table.idempotencyKey),
    uniqueIndex('ledger_entries_hold_key').on(table.holdId).where(sql`${table.holdId} IS NOT NULL`),
    uniqueIndex('ledger_entries_reverses_key').on(table.reversesEntryId).where(sql`${table.reversesEntryId} IS NOT NULL`),
    check('ledger_entries_identified', sql`${table.idempotencyKey} IS NOT NULL OR ${table.holdId} IS NOT NULL`),
  ],
);

/** Signed amounts in minor units: an account's balance is the sum of its postings. */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    // No foreign keys: the insert trigger checks both once per statement instead of once per posting,
    // and a KEY SHARE lock on the house accounts' rows would make every purchase touch them. Accounts
    // and entries are never deleted, so the check at insert is enough.
    entryId: bigint({ mode: 'number' }).notNull(),
    accountId: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    amount: bigint({ mode: 'bigint' }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'ledger_postings_pkey', columns: [table.entryId, table.accountId] }),
    index('ledger_postings_account_idx').on(table.accountId, table.entryId),
    check('ledger_postings_amount_non_zero', sql`${table.amount} <> 0`),
  ],
);
