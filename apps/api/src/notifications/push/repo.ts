import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { pushSubscriptions } from '../schema.ts';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

type SaveOptions = { userId: string; endpoint: string; p256dh: string; auth: string };

/** One row per endpoint: a browser subscribed again, or by the next user to sign in on it, takes the row over. */
export const saveSubscription = (db: Executor, subscription: SaveOptions) =>
  db
    .insert(pushSubscriptions)
    .values(subscription)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId: subscription.userId, p256dh: subscription.p256dh, auth: subscription.auth } });

export async function removeSubscription(db: Executor, { userId, endpoint }: { userId: string; endpoint: string }): Promise<number> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length;
}

export const subscriptionsOf = (db: Executor, userIds: string[]): Promise<PushSubscriptionRow[]> =>
  userIds.length ? db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds)) : Promise.resolve([]);

/** A push service said the subscription is gone (404, 410): forget it, unless it was renewed meanwhile. */
export const forgetSubscription = (db: Executor, { id, p256dh }: Pick<PushSubscriptionRow, 'id' | 'p256dh'>) =>
  db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.p256dh, p256dh)));
