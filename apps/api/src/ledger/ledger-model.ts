import { accountKey, isCollected, isHouseAccount, type AccountRef } from './accounts.ts';
import type { Posting } from './postings.ts';

type ModelAccount = { account: AccountRef; balance: bigint; held: bigint };

/**
 * What the ledger should hold, kept in memory by the property tests: the owners' accounts only, since
 * house accounts are shared with every other suite running on the same database.
 */
export class LedgerModel {
  private readonly owned = new Map<string, ModelAccount>();

  accountsTouched(postings: Posting[]): AccountRef[] {
    return postings.filter(({ account }) => !isHouseAccount(account.kind)).map(({ account }) => account);
  }

  all(): ModelAccount[] {
    return [...this.owned.values()];
  }

  get(account: AccountRef): ModelAccount {
    const key = accountKey(account);
    const existing = this.owned.get(key);
    if (existing) return existing;
    const created = { account, balance: 0n, held: 0n };
    this.owned.set(key, created);
    return created;
  }

  /** Whether the owners' collected earnings still hold every credit of these postings, so that taking them back leaves none below zero. */
  earningsCover(postings: Posting[]): boolean {
    return netOwned(postings).every(({ account, amount }) => !isCollected(account.kind) || amount <= 0n || this.get(account).balance >= amount);
  }

  /**
   * Whether the change keeps every guarded account at or above what it holds; applies it when so.
   * Pending earnings and agencies' earnings are collected, not guarded (they stay out of the lock path),
   * so the ledger never refuses them: their floor is the earnings domain's to keep.
   */
  apply(postings: Posting[], { balanceSign, heldSign }: { balanceSign: 0n | 1n | -1n; heldSign: 0n | 1n | -1n }): boolean {
    const changes = netOwned(postings).map(({ account, amount }) => ({
      state: this.get(account),
      balance: balanceSign * amount,
      held: heldSign * (amount < 0n ? -amount : 0n),
    }));
    const allowed = changes.every(({ state, balance, held }) => isCollected(state.account.kind) || state.balance + balance >= state.held + held);
    if (!allowed) return false;
    for (const { state, balance, held } of changes) {
      state.balance += balance;
      state.held += held;
    }
    return true;
  }
}

/** The postings' net amount per owned account: one purchase may credit the same creator twice, as creator and as collaborator. */
function netOwned(postings: Posting[]): Posting[] {
  const net = new Map<string, Posting>();
  for (const { account, amount } of postings) {
    if (!isHouseAccount(account.kind)) net.set(accountKey(account), { account, amount: (net.get(accountKey(account))?.amount ?? 0n) + amount });
  }
  return [...net.values()];
}
