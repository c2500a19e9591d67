import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { channels, subscriptionPackages } from './schema.ts';

export type ChannelRow = typeof channels.$inferSelect;
export type NewChannel = typeof channels.$inferInsert;
export type PackageRow = typeof subscriptionPackages.$inferSelect;
export type NewPackage = typeof subscriptionPackages.$inferInsert;

export const findByCreators = (db: Executor, creatorIds: string[]) =>
  creatorIds.length ? db.select().from(channels).where(inArray(channels.creatorId, creatorIds)) : Promise.resolve([]);

export async function findChannel(db: Executor, id: string): Promise<ChannelRow | undefined> {
  const [row] = await db.select().from(channels).where(eq(channels.id, id)).limit(1);
  return row;
}

export async function findPackage(db: Executor, id: string): Promise<PackageRow | undefined> {
  const [row] = await db.select().from(subscriptionPackages).where(eq(subscriptionPackages.id, id)).limit(1);
  return row;
}

export const packagesOfChannel = (db: Executor, channelId: string) => db.select().from(subscriptionPackages).where(eq(subscriptionPackages.channelId, channelId));

export async function insertChannel(db: Executor, channel: NewChannel): Promise<ChannelRow> {
  const [row] = await db.insert(channels).values(channel).returning();
  return row!;
}

export async function insertPackages(db: Executor, rows: NewPackage[]): Promise<PackageRow[]> {
  return rows.length ? db.insert(subscriptionPackages).values(rows).returning() : [];
}
