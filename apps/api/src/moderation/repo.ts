import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { takedowns } from './schema.ts';

export type TakedownRow = typeof takedowns.$inferSelect;
export type NewTakedown = typeof takedowns.$inferInsert;

/** Takes an item down once: null when it already has an active takedown. */
export async function insertOnce(db: Executor, row: NewTakedown): Promise<TakedownRow | null> {
  const [inserted] = await db.insert(takedowns).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function find(db: Executor, id: string): Promise<TakedownRow | undefined> {
  const [row] = await db.select().from(takedowns).where(eq(takedowns.id, id)).limit(1);
  return row;
}

/** Records the owner's one appeal: undefined when it is not theirs or they already appealed. */
export async function appeal(db: Executor, { id, ownerId, text }: { id: string; ownerId: string; text: string }): Promise<TakedownRow | undefined> {
  const [row] = await db
    .update(takedowns)
    .set({ appealText: text, appealedAt: new Date(), appealStatus: 'pending' })
    .where(and(eq(takedowns.id, id), eq(takedowns.ownerId, ownerId), eq(takedowns.appealStatus, 'none'), isNull(takedowns.liftedAt)))
    .returning();
  return row;
}

type Decision = { id: string; restore: boolean; note: string; decidedBy: string };

/** Decides a pending appeal once; restoring lifts the takedown. */
export async function decide(db: Executor, { id, restore, note, decidedBy }: Decision): Promise<TakedownRow | undefined> {
  const [row] = await db
    .update(takedowns)
    .set({ appealStatus: restore ? 'restored' : 'upheld', decisionNote: note, decidedBy, ...(restore && { liftedAt: new Date() }) })
    .where(and(eq(takedowns.id, id), eq(takedowns.appealStatus, 'pending')))
    .returning();
  return row;
}

export const ofOwner = (db: Executor, ownerId: string, limit: number) =>
  db.select().from(takedowns).where(eq(takedowns.ownerId, ownerId)).orderBy(desc(takedowns.hiddenAt)).limit(limit);

export const list = (db: Executor, { appeal, limit }: { appeal?: TakedownRow['appealStatus']; limit: number }) =>
  db
    .select()
    .from(takedowns)
    .where(appeal ? eq(takedowns.appealStatus, appeal) : undefined)
    .orderBy(desc(appeal === 'pending' ? takedowns.appealedAt : takedowns.hiddenAt))
    .limit(limit);

export async function pendingAppeals(db: Executor): Promise<number> {
  const [row] = await db.select({ total: count() }).from(takedowns).where(eq(takedowns.appealStatus, 'pending'));
  return Number(row?.total ?? 0);
}

export async function isHidden(db: Executor, kind: TakedownRow['kind'], itemId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: takedowns.id })
    .from(takedowns)
    .where(and(eq(takedowns.kind, kind), eq(takedowns.itemId, itemId), isNull(takedowns.liftedAt)))
    .limit(1);
  return Boolean(row);
}
