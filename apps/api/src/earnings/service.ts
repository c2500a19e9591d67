import type { AgencyFunds, Earnings } from '@velvet/contracts';
import { AGENCY_FUNDS_HOLD_DAYS, disputeMessages, EARNINGS_HOLD_DAYS, refundMessages, toDollars } from '@velvet/contracts';
import { accounts, availableBalance, balance, debtOf, lockEarningsOf, recoverDebt, transfer, type AccountRef, type Posting } from '../ledger/index.ts';
import type { Database, Executor } from '../platform/db/client.ts';
import { AppError } from '../platform/errors.ts';
import * as repo from './repo.ts';

const DAY_MS = 86_400_000;
const RELEASE_BATCH = 200;

const pendingIds = (parts: TakenPart[]) => parts.flatMap((part) => (part.from === 'pending' && part.earningId !== null ? [part.earningId] : []));

type Share = 'creator' | 'agency';
/**
 * A part of a purchase's earnings taken back by a refund or a dispute, and where it was taken from:
 * still on hold (`pending`), released (`available`), or beyond what the owner had (`debt`).
 */
export type TakenPart = { earningId: number | null; ownerId: string; share: Share; from: 'pending' | 'available' | 'debt'; amountCents: number };

/** A charge on a recipient beyond their earning, such as a dispute fee: taken from what they have, the rest owed. */
export type ExtraCharge = { ownerId: string; share: Share; amountCents: number };

type TakeBackOptions = {
  transactionId: string;
  reason: 'refund' | 'dispute';
  extra?: ExtraCharge;
  /** Whether earnings already released may be taken back (staff refunds, disputes); otherwise such a refund is refused. */
  afterRelease?: boolean;
};

type PendingEarning = { transactionId: string; creatorId: string; share: Share; amountCents: number; earnedAt: Date };

const holdDays: Record<Share, number> = { creator: EARNINGS_HOLD_DAYS, agency: AGENCY_FUNDS_HOLD_DAYS };

const withdrawable = (ownerId: string, share: Share): AccountRef => (share === 'agency' ? accounts.agencyAvailable(ownerId) : accounts.creatorAvailable(ownerId));

const accountOf = (part: TakenPart): AccountRef =>
  part.from === 'pending'
    ? part.share === 'agency'
      ? accounts.agencyEarnings(part.ownerId)
      : accounts.creatorPending(part.ownerId)
    : part.from === 'available'
      ? withdrawable(part.ownerId, part.share)
      : accounts.earningsDebt(part.ownerId);

/** The postings that take the parts from where they are (negative amounts); the caller credits the other side. */
export const takenPostings = (parts: TakenPart[]): Posting[] => parts.map((part) => ({ account: accountOf(part), amount: -BigInt(part.amountCents) }));

/**
 * The postings that give the parts back: on hold again what was on hold, the rest to the withdrawable
 * account (a debt it left is then paid from there by `recoverDebts`).
 */
export const returnedPostings = (parts: TakenPart[]): Posting[] =>
  parts.map((part) => ({ account: part.from === 'pending' ? accountOf(part) : withdrawable(part.ownerId, part.share), amount: BigInt(part.amountCents) }));

/** Where an earning waits during its hold, and where its release puts it. */
const releasePath = (earning: { creatorId: string; share: Share }) =>
  earning.share === 'agency'
    ? { from: accounts.agencyEarnings(earning.creatorId), to: accounts.agencyAvailable(earning.creatorId) }
    : { from: accounts.creatorPending(earning.creatorId), to: accounts.creatorAvailable(earning.creatorId) };

export function createEarningsService({ db }: { db: Database }) {
  /**
   * Creators' and agencies' shares of a settled transaction, withdrawable 14 days later: the insert the
   * checkout writes with the settlement's ledger entry, or undefined when nobody earns.
   */
  const pendingInsert = (shares: PendingEarning[]) =>
    shares.length
      ? repo.earningsInsert(
          shares.map(({ transactionId, creatorId, share, amountCents, earnedAt }) => ({
            transactionId,
            creatorId,
            share,
            amountCents,
            releasableAt: new Date(earnedAt.getTime() + holdDays[share] * DAY_MS),
          })),
        )
      : undefined;

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
          // A debt left by a dispute or refund is paid back from released earnings before anything can be withdrawn.
          await recoverDebt(tx, { ownerId: earning.creatorId, from: to, idempotencyKey: `recover:release:${earning.id}` });
        }
        return due.length;
      });
      released += batch;
      if (batch < RELEASE_BATCH) return released;
    }
  }

  async function summary(creatorId: string): Promise<Earnings> {
    // A debt left by a dispute shows as a negative available balance until later earnings pay it back.
    const [pending, available, debt, lifetime, series] = await Promise.all([
      balance(db, accounts.creatorPending(creatorId)),
      balance(db, accounts.creatorAvailable(creatorId)),
      balance(db, accounts.earningsDebt(creatorId)),
      repo.lifetimeCents(db, creatorId),
      repo.seriesForCreator(db, creatorId),
    ]);
    const points = series.rows.map((row) => ({ date: row.date, type: row.type, amount: toDollars(Number(row.amount_cents)) }));
    return { pending: toDollars(pending), available: toDollars(available + debt), lifetime: toDollars(lifetime), series: points };
  }

  /** An agency's funds: its shares on hold, released and withdrawable, and all it has earned. */
  async function agencyFunds(agencyId: string): Promise<AgencyFunds> {
    const [pending, available, debt, lifetime] = await Promise.all([
      balance(db, accounts.agencyEarnings(agencyId)),
      balance(db, accounts.agencyAvailable(agencyId)),
      balance(db, accounts.earningsDebt(agencyId)),
      repo.lifetimeCents(db, agencyId),
    ]);
    return { pending: toDollars(pending), available: toDollars(available + debt), lifetime: toDollars(lifetime) };
  }

  /** What an owner has on hold, withdrawable, and owes after disputes or refunds, in cents (an agency's shares for an agency). */
  async function holdings(ownerId: string, share: Share): Promise<{ pendingCents: number; availableCents: number; debtCents: number }> {
    const pendingAccount = share === 'agency' ? accounts.agencyEarnings(ownerId) : accounts.creatorPending(ownerId);
    const [pending, available, debt] = await Promise.all([balance(db, pendingAccount), balance(db, withdrawable(ownerId, share)), debtOf(db, ownerId)]);
    return { pendingCents: Number(pending), availableCents: Number(available), debtCents: Number(debt) };
  }

  /**
   * Takes back a transaction's earnings (and an extra charge, such as a dispute fee) wherever they are
   * now: on hold, released (as far as the owner's withdrawable balance reaches) or, beyond it, as a debt
   * paid back from later earnings. A refund marks the earnings refunded; a dispute suspends those on
   * hold so the release job skips them. Returns the parts; the caller posts `takenPostings(parts)` in
   * the same transaction, with the counter-postings.
   */
  async function takeBack(tx: Executor, { transactionId, reason, extra, afterRelease = reason === 'dispute' }: TakeBackOptions): Promise<TakenPart[]> {
    const unrefunded = await repo.lockUnrefunded(tx, transactionId);
    if (reason === 'refund' && unrefunded.some((row) => row.suspendedAt !== null)) throw new AppError('CONFLICT', disputeMessages.underDispute);
    const rows = unrefunded.filter((row) => row.suspendedAt === null);
    const released = rows.filter((row) => row.releasedAt !== null);
    if (released.length && !afterRelease) throw new AppError('CONFLICT', refundMessages.creatorPaid);
    const charges: Array<ExtraCharge & { earningId: number | null }> = [
      ...released.map((row) => ({ earningId: row.id, ownerId: row.creatorId, share: row.share, amountCents: row.amountCents })),
      ...(extra && extra.amountCents > 0 ? [{ ...extra, earningId: null }] : []),
    ];
    // One lock per owner, in a fixed order, before reading what they have.
    for (const ownerId of [...new Set(charges.map((charge) => charge.ownerId))].sort()) await lockEarningsOf(tx, ownerId);
    const left = new Map<string, bigint>();
    const parts: TakenPart[] = rows
      .filter((row) => row.releasedAt === null)
      .map((row) => ({ earningId: row.id, ownerId: row.creatorId, share: row.share, from: 'pending' as const, amountCents: row.amountCents }));
    for (const charge of charges) {
      const key = `${charge.share}:${charge.ownerId}`;
      const has = left.get(key) ?? (await availableBalance(tx, withdrawable(charge.ownerId, charge.share)));
      const fromAvailable = Number(has < BigInt(charge.amountCents) ? (has > 0n ? has : 0n) : BigInt(charge.amountCents));
      left.set(key, has - BigInt(fromAvailable));
      if (fromAvailable > 0) parts.push({ ...charge, from: 'available', amountCents: fromAvailable });
      if (charge.amountCents > fromAvailable) parts.push({ ...charge, from: 'debt', amountCents: charge.amountCents - fromAvailable });
    }
    if (reason === 'refund') await repo.markRefunded(tx, rows.map((row) => row.id));
    else await repo.setSuspended(tx, rows.filter((row) => row.releasedAt === null).map((row) => row.id), true);
    return parts;
  }

  /** A dispute won: its suspended earnings go back on hold (the release job takes them again). */
  const resume = (tx: Executor, parts: TakenPart[]) => repo.setSuspended(tx, pendingIds(parts), false);

  /** A dispute lost: its suspended earnings are gone for good, never released. */
  const forfeit = (tx: Executor, parts: TakenPart[]) => repo.markRefunded(tx, pendingIds(parts));

  /** Pays each owner's debt from what the given parts put back in their withdrawable accounts. */
  async function recoverDebts(tx: Executor, parts: TakenPart[], keyPrefix: string): Promise<void> {
    const owners = new Map(parts.filter((part) => part.from !== 'pending').map((part) => [`${part.share}:${part.ownerId}`, part]));
    for (const [key, part] of [...owners].sort(([a], [b]) => a.localeCompare(b))) {
      await recoverDebt(tx, { ownerId: part.ownerId, from: withdrawable(part.ownerId, part.share), idempotencyKey: `recover:${keyPrefix}:${key}` });
    }
  }

  /** What the owner owes the platform, in cents (0 when nothing), read under the owner's lock in `tx`. */
  async function owed(tx: Executor, ownerId: string): Promise<number> {
    await lockEarningsOf(tx, ownerId);
    return Number(await debtOf(tx, ownerId));
  }

  return { pendingInsert, releaseDue, summary, agencyFunds, holdings, takeBack, resume, forfeit, recoverDebts, owed };
}
export type EarningsService = ReturnType<typeof createEarningsService>;
