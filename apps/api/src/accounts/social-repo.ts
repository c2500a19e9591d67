import { and, eq, gt, lt } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { socialIdentities, socialSignInStates } from './social-schema.ts';

export async function insertState(db: Executor, row: typeof socialSignInStates.$inferInsert, now: Date): Promise<void> {
  // Abandoned sign-ins are swept as new ones start.
  await db.delete(socialSignInStates).where(lt(socialSignInStates.expiresAt, now));
  await db.insert(socialSignInStates).values(row);
}

/** Takes the state once: a second callback with it finds nothing. */
export async function takeState(db: Executor, stateHash: string, now: Date) {
  const [row] = await db
    .delete(socialSignInStates)
    .where(and(eq(socialSignInStates.stateHash, stateHash), gt(socialSignInStates.expiresAt, now)))
    .returning();
  return row;
}

export async function findIdentity(db: Executor, provider: string, subject: string) {
  const [row] = await db
    .select()
    .from(socialIdentities)
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)))
    .limit(1);
  return row;
}

export async function linkIdentity(db: Executor, row: { provider: string; subject: string; userId: string; email: string; now: Date }): Promise<void> {
  await db
    .insert(socialIdentities)
    .values({ provider: row.provider, subject: row.subject, userId: row.userId, email: row.email, createdAt: row.now, lastUsedAt: row.now })
    .onConflictDoNothing();
}

export async function touchIdentity(db: Executor, provider: string, subject: string, now: Date): Promise<void> {
  await db
    .update(socialIdentities)
    .set({ lastUsedAt: now })
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)));
}
