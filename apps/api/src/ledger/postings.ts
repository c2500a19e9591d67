import { accountKey, isHouseAccount, PLATFORM_OWNER_ID, type AccountKind, type AccountRef, type Currency } from './accounts.ts';
import { LedgerError } from './errors.ts';

/** A signed amount in minor units: positive credits the account (its balance rises), negative debits it. */
export type Posting = { account: AccountRef; amount: bigint };

type PostingColumns = { kinds: AccountKind[]; ownerIds: string[]; currencies: Currency[]; amounts: bigint[] };

const INT64_MAX = 2n ** 63n - 1n;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function invalid(message: string): never {
  throw new LedgerError('INVALID_POSTINGS', message);
}

/** Postings to one account merged into one (an entry holds each account once), zero nets dropped. */
function mergeByAccount(postings: Posting[]): Posting[] {
  const merged = new Map<string, Posting>();
  for (const { account, amount } of postings) {
    const key = accountKey(account);
    merged.set(key, { account, amount: (merged.get(key)?.amount ?? 0n) + amount });
  }
  return [...merged.values()].filter((posting) => posting.amount !== 0n);
}

function assertBalanced(postings: Posting[]): void {
  const totals = new Map<Currency, bigint>();
  for (const { account, amount } of postings) totals.set(account.currency, (totals.get(account.currency) ?? 0n) + amount);
  for (const [currency, total] of totals) {
    if (total !== 0n) throw new LedgerError('UNBALANCED_ENTRY', `postings do not balance in ${currency}: off by ${total}`);
  }
}

/**
 * Checks a set of postings and lays it out as the SQL functions take it: one array per column, each
 * account once. The database checks the balance again; this refuses early, with a clear message.
 */
function postingColumns(postings: Posting[]): PostingColumns {
  for (const { account, amount } of postings) {
    if (typeof amount !== 'bigint') invalid('amounts are bigint minor units');
    if (amount > INT64_MAX || amount < -INT64_MAX) invalid(`amount ${amount} is out of range`);
    if (isHouseAccount(account.kind)) {
      if (account.ownerId !== undefined) invalid(`the ${account.kind} account belongs to the platform and has no owner`);
    } else if (!UUID.test(account.ownerId ?? '') || account.ownerId === PLATFORM_OWNER_ID) {
      invalid(`a ${account.kind} account needs its owner's id`);
    }
  }
  const merged = mergeByAccount(postings);
  if (merged.length < 2) invalid('an entry moves money between at least two accounts');
  assertBalanced(merged);
  return {
    kinds: merged.map((posting) => posting.account.kind),
    ownerIds: merged.map((posting) => posting.account.ownerId ?? PLATFORM_OWNER_ID),
    currencies: merged.map((posting) => posting.account.currency),
    amounts: merged.map((posting) => posting.amount),
  };
}

/** The SQL text of ledger_transfer's and ledger_reserve's four array arguments, from parameter `first` on. */
export const postingParameters = (first: number) =>
  `$${first}::ledger_account_kind[], $${first + 1}::uuid[], $${first + 2}::text[], $${first + 3}::bigint[]`;

/**
 * The values of those four arguments, each bound as one parameter: a fixed statement, because drizzle's
 * query builder cost more CPU than the rest of a transfer's client side.
 */
export function postingValues(postings: Posting[]): unknown[] {
  const { kinds, ownerIds, currencies, amounts } = postingColumns(postings);
  return [kinds, ownerIds, currencies, amounts];
}
