import { and, count, desc, eq, gt, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { users } from '../accounts/schema.ts';
import { channels, subscriptionPackages } from '../channels/schema.ts';
import { collabMembers } from '../collabs/schema.ts';
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
  // A channel subscription always has a package (only platform plans go without).
  return new Map(rows.flatMap((row) => (row.packageId ? [[row.packageId, row.total] as const] : [])));
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

/**
 * Every fan who ever subscribed to one of a creator's channels or to a collab group they are in, per
 * channel or group, with whether any of those subscriptions still entitles at `at`.
 */
export async function fanSubscriptionsOf(db: Executor, creatorId: string, at = new Date()) {
  const rows = await db.execute<{ fan_id: string; channel_id: string | null; group_id: string | null; live: boolean }>(sql`
    select s.fan_id, s.channel_id, s.group_id, bool_or(s.status <> 'expired' and s.expires_on > ${at}) as live
    from ${subscriptions} s
    left join ${channels} c on c.id = s.channel_id
    left join ${collabMembers} m on m.group_id = s.group_id and m.creator_id = ${creatorId}
    where c.creator_id = ${creatorId} or m.creator_id is not null
    group by s.fan_id, s.channel_id, s.group_id`);
  return rows.rows.map((row) => ({ fanId: row.fan_id, channelId: row.channel_id, groupId: row.group_id, live: row.live }));
}
