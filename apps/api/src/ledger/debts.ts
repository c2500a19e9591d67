import { sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { accounts, type AccountRef } from './accounts.ts';
import { availableBalance, balance } from './balances.ts';
import { transfer } from './transfers.ts';

/**
 * Serialises, until the caller's transaction ends, everything that reads and then moves an owner's
 * earnings against their debt (a dispute taking them back, a release paying the debt, a withdrawal):
 * a debt account is summed from postings, not row-locked, so two of these must not interleave.
 */
export async function lockEarningsOf(db: Executor, ownerId: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`earnings:${ownerId}`}, 0))`);
}

/** What the owner owes the platform (zero or positive cents), read under `lockEarningsOf`. */
export async function debtOf(db: Executor, ownerId: string): Promise<bigint> {
  return -(await balance(db, accounts.earningsDebt(ownerId)));
}

type RecoverDebtOptions = { ownerId: string; from: AccountRef; idempotencyKey: string };

/**
 * Pays the owner's debt from their withdrawable account, as far as it reaches: one entry, once per key.
 * Takes the owner's lock. Returns what it moved (0n when there was no debt or nothing to pay it with).
 */
export async function recoverDebt(db: Executor, { ownerId, from, idempotencyKey }: RecoverDebtOptions): Promise<bigint> {
  await lockEarningsOf(db, ownerId);
  const owed = await debtOf(db, ownerId);
  if (owed <= 0n) return 0n;
  const available = await availableBalance(db, from);
  const amount = available < owed ? available : owed;
  if (amount <= 0n) return 0n;
  await transfer(db, {
    idempotencyKey,
    kind: 'debt_recovery',
    postings: [
      { account: from, amount: -amount },
      { account: accounts.earningsDebt(ownerId), amount },
    ],
  });
  return amount;
}
