import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { media } from './schema.ts';

export type MediaRow = typeof media.$inferSelect;
export type NewMedia = typeof media.$inferInsert;

export async function insertMedia(db: Executor, row: NewMedia): Promise<MediaRow> {
  const [inserted] = await db.insert(media).values(row).returning();
  return inserted!;
}

export async function findMedia(db: Executor, id: string): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1);
  return row;
}

/** How many of `ids` are pictures `ownerId` uploaded. */
export async function countOwnPictures(db: Executor, ownerId: string, ids: string[]): Promise<number> {
  const rows = await db
    .select({ id: media.id })
    .from(media)
    .where(and(inArray(media.id, ids), eq(media.ownerId, ownerId), eq(media.type, 'image')));
  return rows.length;
}

/** Gives the owner's unattached uploads (never a chat voice message) to a post or story, in the order given; answers how many it took. */
export async function attach(db: Executor, { ids, ownerId, postId, storyId }: { ids: string[]; ownerId: string; postId?: string; storyId?: string }): Promise<number> {
  if (!ids.length) return 0;
  const position = sql`array_position(${sql.param(ids)}::uuid[], ${media.id})`;
  const rows = await db
    .update(media)
    .set({ postId, storyId, position })
    .where(and(inArray(media.id, ids), eq(media.ownerId, ownerId), ne(media.type, 'audio'), isNull(media.postId), isNull(media.storyId)))
    .returning({ id: media.id });
  return rows.length;
}

export const ofStories = (db: Executor, storyIds: string[]) => (storyIds.length ? db.select().from(media).where(inArray(media.storyId, storyIds)) : Promise.resolve([]));
