import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { payoutAccounts, withdrawals } from './schema.ts';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

export async function findPayoutAccount(db: Executor, userId: string): Promise<PayoutAccountRow | undefined> {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId));
  return row;
}

export async function upsertPayoutAccount(db: Executor, row: typeof payoutAccounts.$inferInsert): Promise<void> {
  await db.insert(payoutAccounts).values(row).onConflictDoUpdate({ target: payoutAccounts.userId, set: { payeeId: row.payeeId, status: row.status, activationUrl: row.activationUrl } });
}

export async function activatePayee(db: Executor, payeeId: string): Promise<void> {
  await db.update(payoutAccounts).set({ status: 'active', activatedAt: sql`now()` }).where(eq(payoutAccounts.payeeId, payeeId));
}

export async function insertOnce(db: Executor, row: typeof withdrawals.$inferInsert): Promise<{ withdrawal: WithdrawalRow; created: boolean }> {
  const [created] = await db.insert(withdrawals).values(row).onConflictDoNothing({ target: [withdrawals.userId, withdrawals.idempotencyKey] }).returning();
  if (created) return { withdrawal: created, created: true };
  const [existing] = await db.select().from(withdrawals).where(and(eq(withdrawals.userId, row.userId), eq(withdrawals.idempotencyKey, row.idempotencyKey)));
  return { withdrawal: existing!, created: false };
}

export async function setTransfer(db: Executor, id: string, transferId: string): Promise<void> {
  await db.update(withdrawals).set({ transferId }).where(eq(withdrawals.id, id));
}

type FinishOptions = { id: string; status: 'Completed' | 'Failed'; failureReason?: string };

/** Ends a pending withdrawal once: a second attempt finds nothing. */
export async function finish(db: Executor, { id, status, failureReason }: FinishOptions): Promise<WithdrawalRow | undefined> {
  const [row] = await db
    .update(withdrawals)
    .set({ status, failureReason, completedAt: sql`now()` })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'Pending')))
    .returning();
  return row;
}

export async function findById(db: Executor, id: string): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
  return row;
}

export async function hasCompleted(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: withdrawals.id }).from(withdrawals).where(and(eq(withdrawals.userId, userId), eq(withdrawals.status, 'Completed'))).limit(1);
  return row !== undefined;
}

/** Pending withdrawals never handed to the provider (the process stopped in between). */
export const unsentBefore = (db: Executor, olderThan: Date) =>
  db
    .select({ withdrawal: withdrawals, payeeId: sql<string>`coalesce(${withdrawals.payeeId}, ${payoutAccounts.payeeId})` })
    .from(withdrawals)
    .innerJoin(payoutAccounts, eq(payoutAccounts.userId, withdrawals.userId))
    .where(
      and(
        eq(withdrawals.status, 'Pending'),
        isNull(withdrawals.transferId),
        lt(withdrawals.createdAt, olderThan),
        // One waiting for an admin goes out only once approved.
        or(isNull(withdrawals.review), eq(withdrawals.review, 'approved')),
      ),
    )
    .limit(200);

type ReviewMove = { id: string; to: 'approved' | 'rejected'; reviewedBy: string };

/** Decides a withdrawal waiting for review, once: undefined when it is not waiting (any more). */
export async function decideReview(db: Executor, { id, to, reviewedBy }: ReviewMove): Promise<WithdrawalRow | undefined> {
  const [row] = await db
    .update(withdrawals)
    .set({ review: to, reviewedBy, reviewedAt: sql`now()` })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.review, 'awaiting'), eq(withdrawals.status, 'Pending')))
    .returning();
  return row;
}

export const reviewQueue = (db: Executor, { review, limit }: { review: 'awaiting' | 'approved' | 'rejected'; limit: number }) =>
  db.select().from(withdrawals).where(eq(withdrawals.review, review)).orderBy(desc(withdrawals.createdAt)).limit(limit);

export async function countAwaiting(db: Executor): Promise<number> {
  const [row] = await db.select({ total: count() }).from(withdrawals).where(eq(withdrawals.review, 'awaiting'));
  return Number(row?.total ?? 0);
}

export const ofUser = (db: Executor, userId: string, limit: number) =>
  db.select().from(withdrawals).where(eq(withdrawals.userId, userId)).orderBy(desc(withdrawals.createdAt)).limit(limit);
