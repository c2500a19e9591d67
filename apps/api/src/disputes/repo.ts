import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { disputes } from './schema.ts';

export type DisputeRow = typeof disputes.$inferSelect;
export type NewDispute = typeof disputes.$inferInsert;

/** Records a dispute once: null when this provider dispute id is already known. */
export async function insertOnce(db: Executor, row: NewDispute): Promise<DisputeRow | null> {
  const [inserted] = await db.insert(disputes).values(row).onConflictDoNothing({ target: disputes.providerDisputeId }).returning();
  return inserted ?? null;
}

/** The open dispute with this provider id, locked: of two closing events one finds it open. */
export async function lockOpen(db: Executor, providerDisputeId: string): Promise<DisputeRow | undefined> {
  const [row] = await db
    .select()
    .from(disputes)
    .where(and(eq(disputes.providerDisputeId, providerDisputeId), eq(disputes.status, 'open')))
    .for('update');
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

export const list = (db: Executor, { status, limit }: { status?: DisputeRow['status']; limit: number }) =>
  db
    .select()
    .from(disputes)
    .where(status ? eq(disputes.status, status) : undefined)
    .orderBy(desc(disputes.openedAt))
    .limit(limit);

export async function countsByStatus(db: Executor): Promise<Record<DisputeRow['status'], number>> {
  const rows = await db.select({ status: disputes.status, total: count() }).from(disputes).groupBy(disputes.status);
  const counts = { open: 0, won: 0, lost: 0 };
  for (const row of rows) counts[row.status] = Number(row.total);
  return counts;
}

export const forTransactions = (db: Executor, transactionIds: string[]) =>
  transactionIds.length ? db.select().from(disputes).where(sql`${disputes.transactionId} = ANY(${transactionIds})`) : Promise.resolve([]);

export async function saveParts(db: Executor, id: string, parts: DisputeRow['parts']): Promise<void> {
  await db.update(disputes).set({ parts }).where(eq(disputes.id, id));
}

export async function exists(db: Executor, providerDisputeId: string): Promise<boolean> {
  const [row] = await db.select({ id: disputes.id }).from(disputes).where(eq(disputes.providerDisputeId, providerDisputeId)).limit(1);
  return Boolean(row);
}
