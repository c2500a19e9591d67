import { and, eq, gt, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { channels } from '../channels/schema.ts';
import { subscriptions } from './schema.ts';

/** Subscriptions that entitle right now: paid for and not yet past `expiresOn` (cancelled ones run to their end). */
const entitles = (at: Date) => and(ne(subscriptions.status, 'expired'), gt(subscriptions.expiresOn, at));

/** The channels whose subscriber content a fan may see at `at` (at most one live subscription per channel). */
export async function entitledChannelIds(db: Executor, fanId: string, at = new Date()): Promise<string[]> {
  const rows = await db
    .select({ channelId: sql<string>`${subscriptions.channelId}` })
    .from(subscriptions)
    .where(and(eq(subscriptions.fanId, fanId), isNotNull(subscriptions.channelId), entitles(at)));
  return rows.map((row) => row.channelId);
}

async function isEntitled(db: Executor, fanId: string, target: SQL, at: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.fanId, fanId), target, entitles(at)))
    .limit(1);
  return Boolean(row);
}

/** Whether a fan may see one channel's subscriber content at `at`. */
export const isEntitledToChannel = (db: Executor, fanId: string, channelId: string, at = new Date()): Promise<boolean> =>
  isEntitled(db, fanId, eq(subscriptions.channelId, channelId), at);

/** Whether a fan may see a collab group's subscriber content at `at`. */
export const isEntitledToGroup = (db: Executor, fanId: string, groupId: string, at = new Date()): Promise<boolean> =>
  isEntitled(db, fanId, eq(subscriptions.groupId, groupId), at);

/** The creators whose channels a fan is entitled to at `at` (the shop's `creatorsubscribed`). */
export async function entitledCreatorIds(db: Executor, fanId: string, at = new Date()): Promise<string[]> {
  const rows = await db
    .select({ creatorId: channels.creatorId })
    .from(subscriptions)
    .innerJoin(channels, eq(channels.id, subscriptions.channelId))
    .where(and(eq(subscriptions.fanId, fanId), entitles(at)));
  return [...new Set(rows.map((row) => row.creatorId))];
}
