import { inArray } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { channels } from './schema.ts';

export type ChannelRow = typeof channels.$inferSelect;
export type NewChannel = typeof channels.$inferInsert;

export const findByCreators = (db: Executor, creatorIds: string[]) =>
  creatorIds.length ? db.select().from(channels).where(inArray(channels.creatorId, creatorIds)) : Promise.resolve([]);

export async function insertChannel(db: Executor, channel: NewChannel): Promise<void> {
  await db.insert(channels).values(channel);
}
