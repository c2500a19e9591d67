import { and, eq, gt, isNotNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
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

/** Whether a fan may see one channel's subscriber content at `at`. */
export async function isEntitledToChannel(db: Executor, fanId: string, channelId: string, at = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.fanId, fanId), eq(subscriptions.channelId, channelId), entitles(at)))
    .limit(1);
  return Boolean(row);
}
