import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { PLATFORM_OWNER_ID, type AccountRef, type Currency, type OwnedAccountKind } from './accounts.ts';
import { ledgerAccounts, ledgerBalances, ledgerPostings } from './schema.ts';

type BalanceAndHeld = { balance: bigint; held: bigint };

const prepareBalanceRead = (db: Executor) =>
  db
    .select({
      balance: sql<bigint>`CASE WHEN ${ledgerBalances.accountId} IS NULL
        THEN (SELECT coalesce(sum(${ledgerPostings.amount}), 0) FROM ${ledgerPostings} WHERE ${ledgerPostings.accountId} = ${ledgerAccounts.id})
        ELSE ${ledgerBalances.balance} END`.mapWith(BigInt),
      held: sql<bigint>`coalesce(${ledgerBalances.held}, 0)`.mapWith(BigInt),
    })
    .from(ledgerAccounts)
    .leftJoin(ledgerBalances, eq(ledgerBalances.accountId, ledgerAccounts.id))
    .where(and(eq(ledgerAccounts.kind, sql.placeholder('kind')), eq(ledgerAccounts.ownerId, sql.placeholder('ownerId')), eq(ledgerAccounts.currency, sql.placeholder('currency'))))
    .prepare('ledger_balance');

/** Built once per database handle or transaction: the wallet read is among the most frequent requests. */
const balanceReads = new WeakMap<Executor, ReturnType<typeof prepareBalanceRead>>();

/**
 * A guarded account's maintained balance, or the sum of the postings of an account kept out of the
 * lock path. An account never used has nothing.
 */
async function balanceAndHeld(db: Executor, { kind, ownerId, currency }: AccountRef): Promise<BalanceAndHeld> {
  let query = balanceReads.get(db);
  if (!query) balanceReads.set(db, (query = prepareBalanceRead(db)));
  const [row] = await query.execute({ kind, ownerId: ownerId ?? PLATFORM_OWNER_ID, currency });
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

type OwnedAccountOf = { kind: OwnedAccountKind; currency: Currency };

/**
 * availableBalance() as a scalar SQL expression, for a statement that reads more than the ledger in one
 * round trip (the wallet read within the session check). The aliases are written out: inside a
 * subquery of another table's select, a bare column name could resolve to the outer table's.
 */
export function availableBalanceSql({ kind, currency }: OwnedAccountOf, ownerId: Placeholder | SQL): SQL<bigint> {
  return sql<bigint>`coalesce((SELECT CASE WHEN b.account_id IS NULL
      THEN (SELECT coalesce(sum(p.amount), 0) FROM ${ledgerPostings} p WHERE p.account_id = a.id)
      ELSE b.balance END - coalesce(b.held, 0)
    FROM ${ledgerAccounts} a LEFT JOIN ${ledgerBalances} b ON b.account_id = a.id
    WHERE a.kind = ${kind} AND a.owner_id = ${ownerId} AND a.currency = ${currency}), 0)`.mapWith(BigInt);
}
