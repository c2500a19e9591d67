import type { AgencyFunds, Earnings } from '@velvet/contracts';
import { AGENCY_FUNDS_HOLD_DAYS, EARNINGS_HOLD_DAYS, toDollars } from '@velvet/contracts';
import { accounts, balance, transfer } from '../ledger/index.ts';
import type { Database, Executor } from '../platform/db/client.ts';
import * as repo from './repo.ts';

const DAY_MS = 86_400_000;
const RELEASE_BATCH = 200;

type Share = 'creator' | 'agency';
type PendingEarning = { transactionId: string; creatorId: string; share: Share; amountCents: number; earnedAt: Date };

const holdDays: Record<Share, number> = { creator: EARNINGS_HOLD_DAYS, agency: AGENCY_FUNDS_HOLD_DAYS };

/** Where an earning waits during its hold, and where its release puts it. */
const releasePath = (earning: { creatorId: string; share: Share }) =>
  earning.share === 'agency'
    ? { from: accounts.agencyEarnings(earning.creatorId), to: accounts.agencyAvailable(earning.creatorId) }
    : { from: accounts.creatorPending(earning.creatorId), to: accounts.creatorAvailable(earning.creatorId) };

export function createEarningsService({ db }: { db: Database }) {
  /** Creators' and agencies' shares of a settled transaction, withdrawable 14 days later. */
  const recordPending = (tx: Executor, shares: PendingEarning[]) =>
    repo.insertEarnings(
      tx,
      shares.map(({ transactionId, creatorId, share, amountCents, earnedAt }) => ({
        transactionId,
        creatorId,
        share,
        amountCents,
        releasableAt: new Date(earnedAt.getTime() + holdDays[share] * DAY_MS),
      })),
    );

  /** Moves every due earning from pending to available, one ledger entry each, exactly once. */
  async function releaseDue(now = new Date()): Promise<number> {
    let released = 0;
    for (;;) {
      const batch = await db.transaction(async (tx) => {
        const due = await repo.claimDue(tx, { now, limit: RELEASE_BATCH });
        for (const earning of due) {
          const { from, to } = releasePath(earning);
          await transfer(tx, {
            idempotencyKey: `release:${earning.id}`,
            kind: 'earnings_release',
            postings: [
              { account: from, amount: -BigInt(earning.amountCents) },
              { account: to, amount: BigInt(earning.amountCents) },
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

  /** An agency's funds: its shares on hold, released and withdrawable, and all it has earned. */
  async function agencyFunds(agencyId: string): Promise<AgencyFunds> {
    const [pending, available, lifetime] = await Promise.all([
      balance(db, accounts.agencyEarnings(agencyId)),
      balance(db, accounts.agencyAvailable(agencyId)),
      repo.lifetimeCents(db, agencyId),
    ]);
    return { pending: toDollars(pending), available: toDollars(available), lifetime: toDollars(lifetime) };
  }

  /** Takes back a refunded transaction's earnings; false when any was already released. */
  const refundUnreleased = (tx: Executor, transactionId: string) => repo.refundUnreleased(tx, transactionId);

  return { recordPending, releaseDue, summary, agencyFunds, refundUnreleased };
}
export type EarningsService = ReturnType<typeof createEarningsService>;
