import { and, count, desc, eq, gt, inArray, ne, type SQL } from 'drizzle-orm';
import { users } from '../accounts/schema.ts';
import { subscriptionPackages } from '../channels/schema.ts';
import type { Executor } from '../platform/db/client.ts';
import { subscriptions } from './schema.ts';

/** A subscription counts as a subscriber while it entitles: not expired and not past `expiresOn` (cancelled ones run to their end). */
const live = (at: Date): SQL => and(ne(subscriptions.status, 'expired'), gt(subscriptions.expiresOn, at))!;

/** Live subscribers per channel. */
export async function subscriberCounts(db: Executor, channelIds: string[], at = new Date()): Promise<Map<string, number>> {
  if (!channelIds.length) return new Map();
  const rows = await db
    .select({ channelId: subscriptions.channelId, total: count() })
    .from(subscriptions)
    .where(and(inArray(subscriptions.channelId, channelIds), live(at)))
    .groupBy(subscriptions.channelId);
  return new Map(rows.map((row) => [row.channelId!, row.total]));
}

/** Live subscribers per package of one channel; packages without any are left out. */
export async function packageSubscriberCounts(db: Executor, channelId: string, at = new Date()): Promise<Map<string, number>> {
  const rows = await db
    .select({ packageId: subscriptions.packageId, total: count() })
    .from(subscriptions)
    .where(and(eq(subscriptions.channelId, channelId), live(at)))
    .groupBy(subscriptions.packageId);
  return new Map(rows.map((row) => [row.packageId, row.total]));
}

/** The latest moment any subscription of the channel still entitles, or null when none does. */
export async function lastLiveExpiry(db: Executor, channelId: string, at = new Date()): Promise<Date | null> {
  const [row] = await db
    .select({ expiresOn: subscriptions.expiresOn })
    .from(subscriptions)
    .where(and(eq(subscriptions.channelId, channelId), live(at)))
    .orderBy(desc(subscriptions.expiresOn))
    .limit(1);
  return row?.expiresOn ?? null;
}

const subscriberColumns = {
  id: subscriptions.id,
  channelId: subscriptions.channelId,
  status: subscriptions.status,
  priceCents: subscriptions.priceCents,
  startedAt: subscriptions.startedAt,
  expiresOn: subscriptions.expiresOn,
  cancelledAt: subscriptions.cancelledAt,
  renewalCycle: subscriptions.renewalCycle,
  fanId: users.id,
  username: users.username,
  avatar: users.avatar,
  packageId: subscriptionPackages.id,
  validityType: subscriptionPackages.validityType,
};

const subscriberRows = (db: Executor) =>
  db
    .select(subscriberColumns)
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.fanId))
    .innerJoin(subscriptionPackages, eq(subscriptionPackages.id, subscriptions.packageId));

export type SubscriberRow = NonNullable<Awaited<ReturnType<typeof findSubscriber>>>;

/** A page of a channel's live subscribers, newest first, with the total. */
export async function listSubscribers(db: Executor, channelId: string, { page, limit }: { page: number; limit: number }, at = new Date()) {
  const where = and(eq(subscriptions.channelId, channelId), live(at));
  const [items, [totals]] = await Promise.all([
    subscriberRows(db)
      .where(where)
      .orderBy(desc(subscriptions.startedAt), desc(subscriptions.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(subscriptions).where(where),
  ]);
  return { items, total: totals?.total ?? 0 };
}

/** One channel subscription by its id, with its fan and package. */
export async function findSubscriber(db: Executor, subscriptionId: string) {
  const [row] = await subscriberRows(db).where(eq(subscriptions.id, subscriptionId)).limit(1);
  return row;
}

/** The viewer's subscription to a channel that entitles at `at`, if any (at most one is live). */
export async function liveSubscription(db: Executor, fanId: string, channelId: string, at = new Date()) {
  const [row] = await subscriberRows(db)
    .where(and(eq(subscriptions.fanId, fanId), eq(subscriptions.channelId, channelId), live(at)))
    .limit(1);
  return row;
}
