import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { perkBalances } from './schema.ts';

export type PerkUse = { subscriptionId: string; freeServiceId: string; period: number };

/**
 * Takes one unit of a free service for a period: the first use writes the row with its grant, later
 * ones add one while something is left. Answers what is used now, or undefined when nothing was left.
 */
export async function takeUnit(db: Executor, use: PerkUse & { granted: number }): Promise<{ used: number; granted: number } | undefined> {
  const [row] = await db
    .insert(perkBalances)
    .values({ ...use, used: 1 })
    .onConflictDoUpdate({
      target: [perkBalances.subscriptionId, perkBalances.freeServiceId, perkBalances.period],
      set: { used: sql`${perkBalances.used} + 1`, updatedAt: sql`now()` },
      setWhere: sql`${perkBalances.used} < ${perkBalances.granted}`,
    })
    .returning({ used: perkBalances.used, granted: perkBalances.granted });
  return row;
}

/** Hands one unit back (a free request declined or left unanswered). */
export async function giveBackUnit(db: Executor, use: PerkUse): Promise<void> {
  await db
    .update(perkBalances)
    .set({ used: sql`${perkBalances.used} - 1`, updatedAt: sql`now()` })
    .where(and(eq(perkBalances.subscriptionId, use.subscriptionId), eq(perkBalances.freeServiceId, use.freeServiceId), eq(perkBalances.period, use.period), gt(perkBalances.used, 0)));
}

/** How much of each free service a subscription used in a period. */
export async function usedIn(db: Executor, subscriptionId: string, period: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ freeServiceId: perkBalances.freeServiceId, used: perkBalances.used })
    .from(perkBalances)
    .where(and(eq(perkBalances.subscriptionId, subscriptionId), eq(perkBalances.period, period)));
  return new Map(rows.map((row) => [row.freeServiceId, row.used]));
}
