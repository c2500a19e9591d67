import type { ConsumableKind } from '@velvet/contracts';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { consumableBalances, consumablePackages, consumablePlans } from './schema.ts';

export type PlanRow = typeof consumablePlans.$inferSelect;
export type PackageRow = typeof consumablePackages.$inferSelect;

export const plans = (db: Executor) => db.select().from(consumablePlans).orderBy(asc(consumablePlans.position));

export const packagesOf = (db: Executor, planIds: string[]) =>
  planIds.length ? db.select().from(consumablePackages).where(inArray(consumablePackages.planId, planIds)).orderBy(asc(consumablePackages.position)) : Promise.resolve([]);

/** A package with its plan, when the package belongs to that plan. */
export async function findPackage(db: Executor, planId: string, packageId: string) {
  const [row] = await db
    .select({ plan: consumablePlans, pkg: consumablePackages })
    .from(consumablePackages)
    .innerJoin(consumablePlans, eq(consumablePlans.id, consumablePackages.planId))
    .where(and(eq(consumablePackages.id, packageId), eq(consumablePlans.id, planId)));
  return row;
}

export const balancesOf = (db: Executor, userId: string) => db.select().from(consumableBalances).where(eq(consumableBalances.userId, userId));

/** Adds to a user's count, creating it at first purchase. */
export async function credit(db: Executor, { userId, kind, quantity }: { userId: string; kind: ConsumableKind; quantity: number }): Promise<void> {
  await db
    .insert(consumableBalances)
    .values({ userId, kind, remaining: quantity })
    .onConflictDoUpdate({ target: [consumableBalances.userId, consumableBalances.kind], set: { remaining: sql`${consumableBalances.remaining} + ${quantity}` } });
}

/**
 * Takes `quantity` from a user's count in one conditional update: true when it was there. Concurrent
 * spends queue on the row lock and each sees the count the previous one left, so it never goes below zero.
 */
export async function spend(db: Executor, { userId, kind, quantity = 1 }: { userId: string; kind: ConsumableKind; quantity?: number }): Promise<boolean> {
  const rows = await db
    .update(consumableBalances)
    .set({ remaining: sql`${consumableBalances.remaining} - ${quantity}` })
    .where(and(eq(consumableBalances.userId, userId), eq(consumableBalances.kind, kind), gte(consumableBalances.remaining, quantity)))
    .returning({ remaining: consumableBalances.remaining });
  return rows.length > 0;
}
