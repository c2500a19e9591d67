import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { accountThrottles } from './schema.ts';

export type ThrottleFlow = (typeof accountThrottles.$inferSelect)['flow'];
export type ThrottleRow = typeof accountThrottles.$inferSelect;
type ThrottleKey = { userId: string; flow: ThrottleFlow };
type ThrottlePatch = Partial<Omit<typeof accountThrottles.$inferInsert, 'userId' | 'flow'>>;

const byKey = ({ userId, flow }: ThrottleKey) => and(eq(accountThrottles.userId, userId), eq(accountThrottles.flow, flow));

/** The account's row for a flow, created when missing and locked for the rest of the transaction: attempts are counted one by one. */
export async function lockThrottle(db: Executor, key: ThrottleKey): Promise<ThrottleRow> {
  await db.insert(accountThrottles).values(key).onConflictDoNothing();
  const [row] = await db.select().from(accountThrottles).where(byKey(key)).for('update').limit(1);
  if (!row) throw new Error('account_throttles row missing after insert');
  return row;
}

export async function updateThrottle(db: Executor, key: ThrottleKey, patch: ThrottlePatch): Promise<void> {
  await db.update(accountThrottles).set(patch).where(byKey(key));
}

export async function clearThrottles(db: Executor, userId: string, flows: ThrottleFlow[]): Promise<void> {
  await db.delete(accountThrottles).where(and(eq(accountThrottles.userId, userId), inArray(accountThrottles.flow, flows)));
}
