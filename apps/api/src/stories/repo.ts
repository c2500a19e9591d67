import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { notHidden } from '../moderation/visibility.ts';
import { contentVisibleTo } from '../accounts/profile-visibility.ts';
import { users } from '../accounts/schema.ts';
import { creatorProfiles } from '../creators/schema.ts';
import type { Executor } from '../platform/db/client.ts';
import { stories, storyUnlocks } from './schema.ts';
import { transactions } from '../transactions/schema.ts';

export type StoryRow = typeof stories.$inferSelect;
export type NewStory = typeof stories.$inferInsert;
export type StoryViewRow = StoryRow & { username: string; avatar: string | null; displayName: string; unlocked: boolean };

export async function insertStory(db: Executor, row: NewStory): Promise<StoryRow> {
  const [inserted] = await db.insert(stories).values(row).returning();
  return inserted!;
}

/** A story still live at `at`; an expired one is as good as gone. */
export async function findLive(db: Executor, id: string, at: Date): Promise<StoryRow | undefined> {
  const [row] = await db
    .select()
    .from(stories)
    .where(and(eq(stories.id, id), gt(stories.expiresAt, at), notHidden('story', sql`${stories.id}`), notHidden('profile', sql`${stories.creatorId}`)))
    .limit(1);
  return row;
}

const NOBODY = '00000000-0000-0000-0000-000000000000';

/** Live stories of the given creators (all creators when null), oldest first as stories play. */
export const liveStories = (db: Executor, { creatorIds, viewerId, at, limit }: { creatorIds: string[] | null; viewerId: string | null; at: Date; limit: number }): Promise<StoryViewRow[]> =>
  db
    .select({
      id: stories.id,
      creatorId: stories.creatorId,
      text: stories.text,
      priceCents: stories.priceCents,
      createdAt: stories.createdAt,
      expiresAt: stories.expiresAt,
      username: users.username,
      avatar: users.avatar,
      displayName: sql<string>`coalesce(${creatorProfiles.displayName}, ${users.username})`,
      unlocked: sql<boolean>`exists (select 1 from story_unlocks k where k.story_id = ${stories.id} and k.user_id = ${viewerId ?? NOBODY})`,
    })
    .from(stories)
    .innerJoin(users, eq(users.id, stories.creatorId))
    .leftJoin(creatorProfiles, eq(creatorProfiles.userId, stories.creatorId))
    .where(
      and(
        gt(stories.expiresAt, at),
        creatorIds ? inArray(stories.creatorId, creatorIds.length ? creatorIds : [NOBODY]) : undefined,
        contentVisibleTo(sql`${stories.creatorId}`, viewerId),
        notHidden('story', sql`${stories.id}`),
        notHidden('profile', sql`${stories.creatorId}`),
      ),
    )
    .orderBy(asc(stories.createdAt))
    .limit(limit);

export async function hasUnlock(db: Executor, userId: string, storyId: string): Promise<boolean> {
  const [row] = await db.select({ storyId: storyUnlocks.storyId }).from(storyUnlocks).where(and(eq(storyUnlocks.userId, userId), eq(storyUnlocks.storyId, storyId))).limit(1);
  return Boolean(row);
}

export async function insertUnlock(db: Executor, row: typeof storyUnlocks.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(storyUnlocks).values(row).onConflictDoNothing().returning({ storyId: storyUnlocks.storyId });
  return inserted.length > 0;
}

export async function unlockKeyOf(db: Executor, userId: string, storyId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ key: transactions.idempotencyKey })
    .from(storyUnlocks)
    .innerJoin(transactions, eq(transactions.id, storyUnlocks.transactionId))
    .where(and(eq(storyUnlocks.userId, userId), eq(storyUnlocks.storyId, storyId)))
    .limit(1);
  return row?.key;
}

/** Takes back the unlock a refunded purchase bought. */
export async function deleteUnlockOf(db: Executor, transactionId: string): Promise<void> {
  await db.delete(storyUnlocks).where(eq(storyUnlocks.transactionId, transactionId));
}
