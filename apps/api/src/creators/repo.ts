import { and, asc, desc, eq, gt, ilike, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import { notHidden } from '../moderation/visibility.ts';
import { contentVisibleTo } from '../accounts/profile-visibility.ts';
import { users } from '../accounts/schema.ts';
import { channels } from '../channels/schema.ts';
import type { Executor } from '../platform/db/client.ts';
import { subscriptions } from '../subscriptions/schema.ts';
import { creatorProfiles } from './schema.ts';

export type CreatorProfileRow = typeof creatorProfiles.$inferSelect;
export type NewCreatorProfile = typeof creatorProfiles.$inferInsert;

export const listProfiles = (db: Executor, limit: number) =>
  db.select().from(creatorProfiles).orderBy(desc(creatorProfiles.createdAt)).limit(limit);

/** Creators whose page and posts everyone may see, oldest profiles first. */
export const listPublicProfileIds = (db: Executor, limit: number) =>
  db
    .select({ userId: creatorProfiles.userId })
    .from(creatorProfiles)
    .where(contentVisibleTo(sql`${creatorProfiles.userId}`, null))
    .orderBy(asc(creatorProfiles.createdAt))
    .limit(limit);

export async function findProfile(db: Executor, userId: string): Promise<CreatorProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(creatorProfiles)
    .where(and(eq(creatorProfiles.userId, userId), notHidden('profile', sql`${creatorProfiles.userId}`)))
    .limit(1);
  return row;
}

export async function insertProfile(db: Executor, profile: NewCreatorProfile): Promise<void> {
  await db.insert(creatorProfiles).values(profile);
}

/** Creators other than `excludeIds`, newest profiles first. */
export const listProfilesExcept = (db: Executor, excludeIds: string[], limit: number) =>
  db
    .select()
    .from(creatorProfiles)
    .where(excludeIds.length ? notInArray(creatorProfiles.userId, excludeIds) : undefined)
    .orderBy(desc(creatorProfiles.createdAt))
    .limit(limit);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * Creators whose display name or username contains `q`, or, for `#tag`, whose channel carries the tag;
 * by username, after `afterUsername`.
 */
export async function searchProfiles(db: Executor, { q, afterUsername, limit }: { q: string; afterUsername?: string; limit: number }) {
  const tag = q.startsWith('#') ? q.slice(1).toLowerCase() : undefined;
  const pattern = `%${escapeLike(q)}%`;
  const matches = tag
    ? sql`exists (select 1 from ${channels} c where c.creator_id = ${creatorProfiles.userId} and ${tag} = any(select lower(ltrim(h, '#')) from unnest(c.hashtags) h))`
    : or(ilike(creatorProfiles.displayName, pattern), ilike(users.username, pattern));
  return db
    .select({ profile: creatorProfiles, username: users.username })
    .from(creatorProfiles)
    .innerJoin(users, eq(users.id, creatorProfiles.userId))
    .where(and(matches, afterUsername ? gt(users.username, afterUsername) : undefined))
    .orderBy(asc(users.username))
    .limit(limit);
}

/** Channel hashtags (without '#', lowercase) starting with `prefix`, by how many channels carry them. */
export async function channelHashtagsStartingWith(db: Executor, prefix: string, limit: number): Promise<Array<{ tag: string; count: number }>> {
  const result = await db.execute<{ tag: string; count: number }>(sql`
    select lower(ltrim(h, '#')) as tag, count(*)::int as count from channels, unnest(channels.hashtags) as h
    where lower(ltrim(h, '#')) like ${`${escapeLike(prefix)}%`}
    group by 1 order by count desc, tag limit ${limit}`);
  return result.rows;
}

/** Live subscriptions to a creator's channels. */
export async function subscriberCount(db: Executor, creatorId: string, at: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(subscriptions)
    .innerJoin(channels, eq(channels.id, subscriptions.channelId))
    .where(and(eq(channels.creatorId, creatorId), ne(subscriptions.status, 'expired'), gt(subscriptions.expiresOn, at)));
  return row?.count ?? 0;
}

/** The creator's channels still taking subscribers (a deleted one only serves the subscribers it has). */
export const channelsOf = (db: Executor, creatorId: string) =>
  db
    .select()
    .from(channels)
    .where(and(eq(channels.creatorId, creatorId), isNull(channels.deletionRequestedAt)))
    .orderBy(asc(channels.createdAt));

type ProfileFields = Pick<NewCreatorProfile, 'displayName' | 'bio' | 'links' | 'background'>;

/** Creates the creator's profile or replaces its public fields (a creator who signed up has none yet). */
export async function upsertProfile(db: Executor, userId: string, fields: ProfileFields): Promise<CreatorProfileRow> {
  const [row] = await db
    .insert(creatorProfiles)
    .values({ userId, ...fields })
    .onConflictDoUpdate({ target: creatorProfiles.userId, set: fields })
    .returning();
  return row!;
}
