import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { users } from '../accounts/schema.ts';
import { creatorProfiles } from '../creators/schema.ts';
import type { Executor } from '../platform/db/client.ts';
import { channels, subscriptionPackages } from './schema.ts';

export type ChannelRow = typeof channels.$inferSelect;
export type NewChannel = typeof channels.$inferInsert;
export type PackageRow = typeof subscriptionPackages.$inferSelect;
export type NewPackage = typeof subscriptionPackages.$inferInsert;

/** The creators' channels still taking subscribers. */
export const findByCreators = (db: Executor, creatorIds: string[]) =>
  creatorIds.length
    ? db
        .select()
        .from(channels)
        .where(and(inArray(channels.creatorId, creatorIds), isNull(channels.deletionRequestedAt)))
        .orderBy(asc(channels.createdAt))
    : Promise.resolve([]);

/** Holds the channel's row until the transaction ends, so two edits of its plans take turns. */
export async function lockChannel(db: Executor, id: string): Promise<void> {
  await db.select({ id: channels.id }).from(channels).where(eq(channels.id, id)).for('update');
}

export async function findChannel(db: Executor, id: string): Promise<ChannelRow | undefined> {
  const [row] = await db.select().from(channels).where(eq(channels.id, id)).limit(1);
  return row;
}

/** Channels by id, as a transaction's `channelInfo` names them. */
export const channelsByIds = (db: Executor, ids: string[]): Promise<ChannelRow[]> =>
  ids.length ? db.select().from(channels).where(inArray(channels.id, ids)) : Promise.resolve([]);

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

/** The channel one of whose free services has this id. */
export async function findByFreeService(db: Executor, freeServiceId: string): Promise<ChannelRow | undefined> {
  const [row] = await db
    .select()
    .from(channels)
    .where(sql`${channels.freeServices} @> jsonb_build_array(jsonb_build_object('id', ${freeServiceId}::text))`)
    .limit(1);
  return row;
}

export async function findByUsername(db: Executor, username: string): Promise<ChannelRow | undefined> {
  const [row] = await db.select().from(channels).where(sql`lower(${channels.username}) = lower(${username})`).limit(1);
  return row;
}

export async function usernameInUse(db: Executor, username: string): Promise<boolean> {
  return (await findByUsername(db, username)) !== undefined;
}

/** A page of channels, newest first, optionally of one creator; deleted ones are filtered by the caller. */
export async function listChannels(db: Executor, { creatorId, page, limit }: { creatorId?: string; page: number; limit: number }) {
  const where = creatorId ? eq(channels.creatorId, creatorId) : undefined;
  const [items, [totals]] = await Promise.all([
    db
      .select()
      .from(channels)
      .where(where)
      .orderBy(desc(channels.createdAt), desc(channels.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(channels).where(where),
  ]);
  return { items, total: totals?.total ?? 0 };
}

export async function updateChannel(db: Executor, id: string, changes: Partial<NewChannel>): Promise<void> {
  await db.update(channels).set({ ...changes, updatedAt: new Date() }).where(eq(channels.id, id));
}

export async function updatePackage(db: Executor, id: string, changes: Partial<NewPackage>): Promise<void> {
  await db.update(subscriptionPackages).set({ ...changes, updatedAt: new Date() }).where(eq(subscriptionPackages.id, id));
}

/** Who made each channel, as the channel answer shows them. */
export const findCreators = (db: Executor, creatorIds: string[]) =>
  creatorIds.length
    ? db
        .select({ id: users.id, username: users.username, avatar: users.avatar, fName: users.fName, lName: users.lName, displayName: creatorProfiles.displayName })
        .from(users)
        .leftJoin(creatorProfiles, eq(creatorProfiles.userId, users.id))
        .where(inArray(users.id, creatorIds))
    : Promise.resolve([]);

export const packagesOfChannels = (db: Executor, channelIds: string[]) =>
  channelIds.length ? db.select().from(subscriptionPackages).where(inArray(subscriptionPackages.channelId, channelIds)) : Promise.resolve([]);
