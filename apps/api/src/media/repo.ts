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

/** The type of each of `ids` that `ownerId` uploaded as a private picture or video (never a voice message). */
export async function ownMediaTypes(db: Executor, ownerId: string, ids: string[]): Promise<Map<string, MediaRow['type']>> {
  const rows = await db
    .select({ id: media.id, type: media.type })
    .from(media)
    .where(and(inArray(media.id, ids), eq(media.ownerId, ownerId), inArray(media.type, ['image', 'video'])));
  return new Map(rows.map((row) => [row.id, row.type]));
}

export const findMany = (db: Executor, ids: string[]): Promise<MediaRow[]> => (ids.length ? db.select().from(media).where(inArray(media.id, ids)) : Promise.resolve([]));

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
