import { accountKey, isHouseAccount, type AccountRef } from './accounts.ts';
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

  /**
   * Whether the change keeps every guarded account at or above what it holds; applies it when so.
   * Agencies' earnings are not guarded (they stay out of the lock path), so they are never refused.
   */
  apply(postings: Posting[], { balanceSign, heldSign }: { balanceSign: 0n | 1n | -1n; heldSign: 0n | 1n | -1n }): boolean {
    const net = new Map<string, Posting>();
    for (const { account, amount } of postings) {
      if (!isHouseAccount(account.kind)) net.set(accountKey(account), { account, amount: (net.get(accountKey(account))?.amount ?? 0n) + amount });
    }
    const changes = [...net.values()].map(({ account, amount }) => ({
      state: this.get(account),
      balance: balanceSign * amount,
      held: heldSign * (amount < 0n ? -amount : 0n),
    }));
    const allowed = changes.every(({ state, balance, held }) => state.account.kind === 'agency_earnings' || state.balance + balance >= state.held + held);
    if (!allowed) return false;
    for (const { state, balance, held } of changes) {
      state.balance += balance;
      state.held += held;
    }
    return true;
  }
}
