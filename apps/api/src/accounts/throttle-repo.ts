import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { accountThrottles } from './schema.ts';

export type ThrottleFlow = (typeof accountThrottles.$inferSelect)['flow'];
export type ThrottleRow = typeof accountThrottles.$inferSelect;
type ThrottleKey = { userId: string; flow: ThrottleFlow };
type ThrottlePatch = Partial<Omit<typeof accountThrottles.$inferInsert, 'userId' | 'flow'>>;

const byKey = ({ userId, flow }: ThrottleKey) => and(eq(accountThrottles.userId, userId), eq(accountThrottles.flow, flow));

/**
 * The account's row for a flow, created when missing and locked for the rest of the transaction:
 * attempts are counted one by one. An upsert, so a row deleted by a concurrent success is made anew.
 */
export async function lockThrottle(db: Executor, key: ThrottleKey): Promise<ThrottleRow> {
  const [row] = await db
    .insert(accountThrottles)
    .values(key)
    .onConflictDoUpdate({ target: [accountThrottles.userId, accountThrottles.flow], set: { userId: key.userId } })
    .returning();
  if (!row) throw new Error('upsert into account_throttles returned nothing');
  return row;
}

export async function updateThrottle(db: Executor, key: ThrottleKey, patch: ThrottlePatch): Promise<void> {
  await db.update(accountThrottles).set(patch).where(byKey(key));
}

export async function clearThrottles(db: Executor, userId: string, flows: ThrottleFlow[]): Promise<void> {
  await db.delete(accountThrottles).where(and(eq(accountThrottles.userId, userId), inArray(accountThrottles.flow, flows)));
}
