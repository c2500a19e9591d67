import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { customListMembers, customLists } from './schema.ts';

export type ListRow = typeof customLists.$inferSelect;

export async function insertList(db: Executor, creatorId: string, title: string): Promise<ListRow> {
  const [row] = await db.insert(customLists).values({ creatorId, title }).returning();
  return row!;
}

/** A list of the creator's; undefined for another creator's list or none. */
export async function findOwnList(db: Executor, creatorId: string, id: string): Promise<ListRow | undefined> {
  const [row] = await db.select().from(customLists).where(and(eq(customLists.id, id), eq(customLists.creatorId, creatorId))).limit(1);
  return row;
}

/** Locks the creator's list row for an update. */
export async function lockOwnList(db: Executor, creatorId: string, id: string): Promise<ListRow | undefined> {
  const [row] = await db.select().from(customLists).where(and(eq(customLists.id, id), eq(customLists.creatorId, creatorId))).for('update').limit(1);
  return row;
}

export async function renameList(db: Executor, id: string, title: string): Promise<ListRow> {
  const [row] = await db.update(customLists).set({ title, updatedAt: sql`now()` }).where(eq(customLists.id, id)).returning();
  return row!;
}

export async function replaceMembers(db: Executor, listId: string, userIds: string[]): Promise<void> {
  await db.delete(customListMembers).where(eq(customListMembers.listId, listId));
  if (userIds.length) await db.insert(customListMembers).values(userIds.map((userId) => ({ listId, userId })));
}

export async function membersOf(db: Executor, listId: string): Promise<string[]> {
  const rows = await db.select({ userId: customListMembers.userId }).from(customListMembers).where(eq(customListMembers.listId, listId));
  return rows.map((row) => row.userId);
}

export const listsOf = (db: Executor, creatorId: string) =>
  db
    .select({ list: customLists, count: count(customListMembers.userId) })
    .from(customLists)
    .leftJoin(customListMembers, eq(customListMembers.listId, customLists.id))
    .where(eq(customLists.creatorId, creatorId))
    .groupBy(customLists.id)
    .orderBy(desc(customLists.createdAt), desc(customLists.id));

export async function deleteOwnList(db: Executor, creatorId: string, id: string): Promise<boolean> {
  const rows = await db.delete(customLists).where(and(eq(customLists.id, id), eq(customLists.creatorId, creatorId))).returning({ id: customLists.id });
  return rows.length > 0;
}


/** The lists a user is on, whoever's they are. */
export async function listIdsContaining(db: Executor, userId: string): Promise<string[]> {
  const rows = await db.select({ listId: customListMembers.listId }).from(customListMembers).where(eq(customListMembers.userId, userId));
  return rows.map((row) => row.listId);
}

export const titlesOf = (db: Executor, ids: string[]) =>
  ids.length ? db.select({ id: customLists.id, title: customLists.title }).from(customLists).where(inArray(customLists.id, ids)) : Promise.resolve([]);
