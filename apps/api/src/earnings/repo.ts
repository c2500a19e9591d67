import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import type { BoundStatement } from '../platform/db/statement.ts';
import { earnings } from './schema.ts';

export type NewEarning = typeof earnings.$inferInsert;

type PendingRow = Pick<NewEarning, 'transactionId' | 'creatorId' | 'amountCents' | 'share' | 'releasableAt'>;

const insertEarningsText = `INSERT INTO earnings (transaction_id, creator_id, amount_cents, share, releasable_at)
    SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::bigint[], $4::text[], $5::timestamptz[])`;

/** Every settled purchase writes its earnings, within its ledger entry's statement: one text for any number of rows. */
export const earningsInsert = (rows: PendingRow[]): BoundStatement => ({
  text: insertEarningsText,
  values: [
    rows.map((row) => row.transactionId),
    rows.map((row) => row.creatorId),
    rows.map((row) => row.amountCents),
    rows.map((row) => row.share ?? 'creator'),
    rows.map((row) => row.releasableAt.toISOString()),
  ],
});

/** Takes due earnings for release; SKIP LOCKED lets several workers share the batch without overlap. */
export const claimDue = (db: Executor, { now, limit }: { now: Date; limit: number }) =>
  db
    .select()
    .from(earnings)
    .where(and(isNull(earnings.releasedAt), isNull(earnings.refundedAt), isNull(earnings.suspendedAt), lte(earnings.releasableAt, now)))
    .orderBy(earnings.releasableAt)
    .limit(limit)
    .for('update', { skipLocked: true });

export async function markReleased(db: Executor, id: number): Promise<void> {
  await db.update(earnings).set({ releasedAt: sql`now()` }).where(eq(earnings.id, id));
}

export const seriesForCreator = (db: Executor, creatorId: string) =>
  db.execute<{ date: string; type: string; amount_cents: string }>(sql`
    SELECT to_char(date_trunc('day', t.created_at), 'YYYY-MM-DD') AS date, t.type, sum(e.amount_cents)::bigint AS amount_cents
    FROM earnings e JOIN transactions t ON t.id = e.transaction_id
    WHERE e.creator_id = ${creatorId} AND e.refunded_at IS NULL AND t.created_at > now() - interval '90 days'
    GROUP BY 1, 2 ORDER BY 1`);

export async function lifetimeCents(db: Executor, creatorId: string): Promise<number> {
  const [row] = await db.select({ total: sql<string>`coalesce(sum(${earnings.amountCents}), 0)` }).from(earnings).where(and(eq(earnings.creatorId, creatorId), isNull(earnings.refundedAt)));
  return Number(row?.total ?? 0);
}

export type EarningRow = typeof earnings.$inferSelect;

/** A transaction's earnings not yet refunded, locked until the caller's transaction ends. */
export const lockUnrefunded = (db: Executor, transactionId: string) =>
  db
    .select()
    .from(earnings)
    .where(and(eq(earnings.transactionId, transactionId), isNull(earnings.refundedAt)))
    .orderBy(earnings.id)
    .for('update');

export async function markRefunded(db: Executor, ids: number[]): Promise<void> {
  if (ids.length) await db.update(earnings).set({ refundedAt: sql`now()` }).where(inArray(earnings.id, ids));
}

export async function setSuspended(db: Executor, ids: number[], suspended: boolean): Promise<void> {
  if (ids.length) await db.update(earnings).set({ suspendedAt: suspended ? sql`now()` : null }).where(inArray(earnings.id, ids));
}
