import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { identitySessions } from './schema.ts';

export type IdentitySessionRow = typeof identitySessions.$inferSelect;
type Decision = 'verified' | 'declined' | 'superseded';

export async function insertSession(db: Executor, row: typeof identitySessions.$inferInsert): Promise<void> {
  await db.insert(identitySessions).values(row);
}

/** Decides a pending session; undefined when it is unknown or was decided before (a replayed webhook). */
export async function decideSession(db: Executor, { id, status, decidedBy }: { id: string; status: Decision; decidedBy: string }) {
  const [row] = await db
    .update(identitySessions)
    .set({ status, decidedBy, decidedAt: sql`now()` })
    .where(and(eq(identitySessions.id, id), eq(identitySessions.status, 'pending')))
    .returning();
  return row;
}

/** Closes every session of the user still pending, so a late webhook for one of them changes nothing. */
export async function closePendingSessions(db: Executor, { userId, decidedBy }: { userId: string; decidedBy: string }): Promise<void> {
  await db
    .update(identitySessions)
    .set({ status: 'superseded', decidedBy, decidedAt: sql`now()` })
    .where(and(eq(identitySessions.userId, userId), eq(identitySessions.status, 'pending')));
}

/** The newest session of each of the users. */
export async function latestSessions(db: Executor, userIds: string[]): Promise<Map<string, IdentitySessionRow>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(identitySessions)
    .where(inArray(identitySessions.userId, userIds))
    .orderBy(desc(identitySessions.createdAt));
  const latest = new Map<string, IdentitySessionRow>();
  for (const row of rows) if (!latest.has(row.userId)) latest.set(row.userId, row);
  return latest;
}
