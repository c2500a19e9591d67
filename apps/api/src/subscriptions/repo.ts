import type { PlatformPlanId } from '@velvet/contracts';
import { and, desc, eq, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { channels, subscriptionPackages } from '../channels/schema.ts';
import { collabGroups } from '../collabs/schema.ts';
import type { Executor } from '../platform/db/client.ts';
import { subscriptions } from './schema.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;

/** What a subscription is to: exactly one of a channel, a collab group or a platform plan. */
export type Target = { channelId: string } | { groupId: string } | { planId: PlatformPlanId };

const targetIs = (target: Target): SQL =>
  'channelId' in target
    ? eq(subscriptions.channelId, target.channelId)
    : 'groupId' in target
      ? eq(subscriptions.groupId, target.groupId)
      : eq(subscriptions.planId, target.planId);

const live = ne(subscriptions.status, 'expired');

/** Inserts a subscription unless the user already has a live one to the same target. */
export async function insertIfNoneLive(db: Executor, row: NewSubscription): Promise<SubscriptionRow | undefined> {
  const [created] = await db.insert(subscriptions).values(row).onConflictDoNothing().returning();
  return created;
}

export async function findLive(db: Executor, fanId: string, target: Target, { lock = false } = {}): Promise<SubscriptionRow | undefined> {
  const query = db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.fanId, fanId), targetIs(target), live))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Ends a lapsed (past-due) subscription so a new purchase can take its place. */
export async function expireLapsed(db: Executor, fanId: string, target: Target): Promise<void> {
  await db
    .update(subscriptions)
    .set({ status: 'expired', nextRenewalAttemptAt: null, updatedAt: sql`now()` })
    .where(and(eq(subscriptions.fanId, fanId), targetIs(target), eq(subscriptions.status, 'past_due')));
}

export async function lockById(db: Executor, id: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  return row;
}

export async function applyChange(db: Executor, id: string, change: Partial<NewSubscription>): Promise<SubscriptionRow> {
  const [row] = await db
    .update(subscriptions)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(subscriptions.id, id))
    .returning();
  return row!;
}

/**
 * Takes subscriptions whose attempt time has come and leases them to this worker until `leaseUntil`:
 * SKIP LOCKED spreads them over workers, and the lease keeps another from taking one mid-charge.
 */
export async function claimDue(db: Executor, { now, leaseUntil, limit }: { now: Date; leaseUntil: Date; limit: number }): Promise<SubscriptionRow[]> {
  const due = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(live, lte(subscriptions.nextRenewalAttemptAt, now)))
    .orderBy(subscriptions.nextRenewalAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  if (!due.length) return [];
  return db
    .update(subscriptions)
    .set({ nextRenewalAttemptAt: leaseUntil })
    .where(
      inArray(
        subscriptions.id,
        due.map((row) => row.id),
      ),
    )
    .returning();
}

/** The user's subscriptions, newest first, with the names of what they are to. */
export const listOfFan = (db: Executor, fanId: string) =>
  db
    .select({
      subscription: subscriptions,
      channelName: channels.name,
      channelUsername: channels.username,
      groupName: collabGroups.name,
      validityType: subscriptionPackages.validityType,
    })
    .from(subscriptions)
    .leftJoin(channels, eq(channels.id, subscriptions.channelId))
    .leftJoin(collabGroups, eq(collabGroups.id, subscriptions.groupId))
    .leftJoin(subscriptionPackages, eq(subscriptionPackages.id, subscriptions.packageId))
    .where(eq(subscriptions.fanId, fanId))
    .orderBy(desc(subscriptions.createdAt));

/** How many users a channel or group has live subscriptions from. */
export async function countLive(db: Executor, target: Target): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(subscriptions)
    .where(and(targetIs(target), live));
  return row?.count ?? 0;
}

/** The users' live platform-plan subscriptions (for their badges). */
export const livePlansOf = (db: Executor, userIds: string[]) =>
  userIds.length
    ? db
        .select()
        .from(subscriptions)
        .where(and(inArray(subscriptions.fanId, userIds), live, sql`${subscriptions.planId} is not null`))
    : Promise.resolve([]);

/** The user's live subscription to a target, with its package's period. */
export async function findLiveWithPeriod(db: Executor, fanId: string, target: Target) {
  const [row] = await db
    .select({ subscription: subscriptions, validityType: subscriptionPackages.validityType })
    .from(subscriptions)
    .innerJoin(subscriptionPackages, eq(subscriptionPackages.id, subscriptions.packageId))
    .where(and(eq(subscriptions.fanId, fanId), targetIs(target), live))
    .limit(1);
  return row;
}
