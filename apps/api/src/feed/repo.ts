import { inArray } from 'drizzle-orm';
import { channels } from '../channels/schema.ts';
import type { Executor } from '../platform/db/client.ts';

/** The creators behind these channels. */
export async function creatorsOfChannels(db: Executor, channelIds: string[]): Promise<string[]> {
  if (!channelIds.length) return [];
  const rows = await db.select({ creatorId: channels.creatorId }).from(channels).where(inArray(channels.id, channelIds)).groupBy(channels.creatorId);
  return rows.map((row) => row.creatorId);
}
