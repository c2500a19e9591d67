import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { posts } from './schema.ts';

export type PostRow = typeof posts.$inferSelect;
export type NewPost = typeof posts.$inferInsert;

export const countByCreators = (db: Executor, creatorIds: string[]) =>
  creatorIds.length
    ? db
        .select({ creatorId: posts.creatorId, count: sql<number>`count(*)::int` })
        .from(posts)
        .where(inArray(posts.creatorId, creatorIds))
        .groupBy(posts.creatorId)
    : Promise.resolve([]);

export const listByCreator = (db: Executor, creatorId: string, limit: number) =>
  db.select().from(posts).where(eq(posts.creatorId, creatorId)).orderBy(desc(posts.createdAt)).limit(limit);

export async function insertPosts(db: Executor, rows: NewPost[]): Promise<void> {
  if (rows.length) await db.insert(posts).values(rows);
}
