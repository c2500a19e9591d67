import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { matchesAccount, type AccountRef } from './accounts.ts';
import { ledgerAccounts, ledgerBalances, ledgerPostings } from './schema.ts';

type BalanceAndHeld = { balance: bigint; held: bigint };

/**
 * A guarded account's maintained balance, or the sum of the postings of an account kept out of the
 * lock path. An account never used has nothing.
 */
async function balanceAndHeld(db: Executor, account: AccountRef): Promise<BalanceAndHeld> {
  const [row] = await db
    .select({
      balance: sql<bigint>`CASE WHEN ${ledgerBalances.accountId} IS NULL
        THEN (SELECT coalesce(sum(${ledgerPostings.amount}), 0) FROM ${ledgerPostings} WHERE ${ledgerPostings.accountId} = ${ledgerAccounts.id})
        ELSE ${ledgerBalances.balance} END`.mapWith(BigInt),
      held: sql<bigint>`coalesce(${ledgerBalances.held}, 0)`.mapWith(BigInt),
    })
    .from(ledgerAccounts)
    .leftJoin(ledgerBalances, eq(ledgerBalances.accountId, ledgerAccounts.id))
    .where(matchesAccount(account));
  return row ?? { balance: 0n, held: 0n };
}

/** The sum of the account's postings, in minor units. */
export async function balance(db: Executor, account: AccountRef): Promise<bigint> {
  return (await balanceAndHeld(db, account)).balance;
}

/** The balance less what pending holds reserve: what the owner can spend or withdraw now. */
export async function availableBalance(db: Executor, account: AccountRef): Promise<bigint> {
  const { balance, held } = await balanceAndHeld(db, account);
  return balance - held;
}
