import { and, desc, eq, lt } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { matchesAccount, type AccountRef } from './accounts.ts';
import { ledgerAccounts, ledgerEntries, ledgerPostings } from './schema.ts';

export type AccountEntriesOptions = {
  account: AccountRef;
  limit: number;
  /** The `next` of the previous page: entries older than it. */
  before?: number;
};

/** One entry as it touched the account: `amount` is this account's posting. */
export type AccountEntry = { entryId: number; kind: string; amount: bigint; createdAt: Date; reversesEntryId: number | null };

export type AccountEntriesPage = { items: AccountEntry[]; next: number | null };

/** The account's entries, newest first, in keyset pages on the entry id. */
export async function accountEntries(db: Executor, { account, limit, before }: AccountEntriesOptions): Promise<AccountEntriesPage> {
  const items = await db
    .select({
      entryId: ledgerEntries.id,
      kind: ledgerEntries.kind,
      amount: ledgerPostings.amount,
      createdAt: ledgerEntries.createdAt,
      reversesEntryId: ledgerEntries.reversesEntryId,
    })
    .from(ledgerAccounts)
    .innerJoin(ledgerPostings, eq(ledgerPostings.accountId, ledgerAccounts.id))
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
    .where(and(matchesAccount(account), before === undefined ? undefined : lt(ledgerPostings.entryId, before)))
    .orderBy(desc(ledgerPostings.entryId))
    .limit(limit);
  const last = items.at(-1);
  return { items, next: last && items.length === limit ? last.entryId : null };
}
