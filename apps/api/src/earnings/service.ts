import type { Earnings } from '@velvet/contracts';
import { EARNINGS_HOLD_DAYS, toDollars } from '@velvet/contracts';
import { accounts, balance, transfer } from '../ledger/index.ts';
import type { Database, Executor } from '../platform/db/client.ts';
import * as repo from './repo.ts';

const DAY_MS = 86_400_000;
const RELEASE_BATCH = 200;

type PendingEarning = { transactionId: string; creatorId: string; amountCents: number; earnedAt: Date };

export function createEarningsService({ db }: { db: Database }) {
  /** Creators' shares of a settled transaction, withdrawable 14 days later. */
  const recordPending = (tx: Executor, shares: PendingEarning[]) =>
    repo.insertEarnings(
      tx,
      shares.map(({ transactionId, creatorId, amountCents, earnedAt }) => ({ transactionId, creatorId, amountCents, releasableAt: new Date(earnedAt.getTime() + EARNINGS_HOLD_DAYS * DAY_MS) })),
    );

  /** Moves every due earning from pending to available, one ledger entry each, exactly once. */
  async function releaseDue(now = new Date()): Promise<number> {
    let released = 0;
    for (;;) {
      const batch = await db.transaction(async (tx) => {
        const due = await repo.claimDue(tx, { now, limit: RELEASE_BATCH });
        for (const earning of due) {
          await transfer(tx, {
            idempotencyKey: `release:${earning.id}`,
            kind: 'earnings_release',
            postings: [
              { account: accounts.creatorPending(earning.creatorId), amount: -BigInt(earning.amountCents) },
              { account: accounts.creatorAvailable(earning.creatorId), amount: BigInt(earning.amountCents) },
            ],
          });
          await repo.markReleased(tx, earning.id);
        }
        return due.length;
      });
      released += batch;
      if (batch < RELEASE_BATCH) return released;
    }
  }

  async function summary(creatorId: string): Promise<Earnings> {
    const [pending, available, lifetime, series] = await Promise.all([
      balance(db, accounts.creatorPending(creatorId)),
      balance(db, accounts.creatorAvailable(creatorId)),
      repo.lifetimeCents(db, creatorId),
      repo.seriesForCreator(db, creatorId),
    ]);
    const points = series.rows.map((row) => ({ date: row.date, type: row.type, amount: toDollars(Number(row.amount_cents)) }));
    return { pending: toDollars(pending), available: toDollars(available), lifetime: toDollars(lifetime), series: points };
  }

  /** Takes back a refunded transaction's earnings; false when any was already released. */
  const refundUnreleased = (tx: Executor, transactionId: string) => repo.refundUnreleased(tx, transactionId);

  return { recordPending, releaseDue, summary, refundUnreleased };
}
export type EarningsService = ReturnType<typeof createEarningsService>;
