import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { disputes } from './schema.ts';

export type DisputeRow = typeof disputes.$inferSelect;
export type NewDispute = typeof disputes.$inferInsert;

/** Records a dispute once: null when this provider dispute id is already known. */
export async function insertOnce(db: Executor, row: NewDispute): Promise<DisputeRow | null> {
  const [inserted] = await db.insert(disputes).values(row).onConflictDoNothing({ target: disputes.providerDisputeId }).returning();
  return inserted ?? null;
}

/**
 * The dispute with this provider id, locked, read in one statement: of two closing events one finds it
 * open, and an opening committed meanwhile is either seen whole or not at all.
 */
export async function lock(db: Executor, providerDisputeId: string): Promise<DisputeRow | undefined> {
  const [row] = await db.select().from(disputes).where(eq(disputes.providerDisputeId, providerDisputeId)).for('update');
  return row;
}

export async function close(db: Executor, id: string, status: 'won' | 'lost'): Promise<void> {
  await db.update(disputes).set({ status, closedAt: sql`now()` }).where(eq(disputes.id, id));
}

/** Whether the user earns from a purchase under an open dispute (its held parts name them). */
export async function hasOpenFor(db: Executor, ownerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: disputes.id })
    .from(disputes)
    .where(and(eq(disputes.status, 'open'), sql`${disputes.parts} @> ${JSON.stringify([{ ownerId }])}::jsonb`))
    .limit(1);
  return Boolean(row);
}

export async function hasOpen(db: Executor, transactionId: string): Promise<boolean> {
  const [row] = await db.select({ id: disputes.id }).from(disputes).where(and(eq(disputes.transactionId, transactionId), eq(disputes.status, 'open'))).limit(1);
  return Boolean(row);
}

type ListOptions = { status?: DisputeRow['status']; userId?: string; limit: number; offset: number };

/** Newest first; with a user, those they paid or earn from as the creator. */
export const list = (db: Executor, { status, userId, limit, offset }: ListOptions) =>
  db
    .select()
    .from(disputes)
    .where(and(status ? eq(disputes.status, status) : undefined, userId ? or(eq(disputes.payerId, userId), eq(disputes.creatorId, userId)) : undefined))
    .orderBy(desc(disputes.openedAt), desc(disputes.id))
    .limit(limit)
    .offset(offset);

export async function countsByStatus(db: Executor): Promise<Record<DisputeRow['status'], number>> {
  const rows = await db.select({ status: disputes.status, total: count() }).from(disputes).groupBy(disputes.status);
  const counts = { open: 0, won: 0, lost: 0 };
  for (const row of rows) counts[row.status] = Number(row.total);
  return counts;
}

/** Each transaction's latest dispute state, for those ever disputed. */
export async function statesOf(db: Executor, transactionIds: string[]): Promise<Map<string, DisputeRow['status']>> {
  if (!transactionIds.length) return new Map();
  const rows = await db
    .select({ transactionId: disputes.transactionId, status: disputes.status })
    .from(disputes)
    .where(inArray(disputes.transactionId, transactionIds))
    .orderBy(disputes.openedAt);
  // Oldest first, so a later dispute of the same payment wins.
  return new Map(rows.map((row) => [row.transactionId, row.status]));
}

export async function saveParts(db: Executor, id: string, parts: DisputeRow['parts']): Promise<void> {
  await db.update(disputes).set({ parts }).where(eq(disputes.id, id));
}
