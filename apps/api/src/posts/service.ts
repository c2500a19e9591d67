import type { CreatorPost } from '@velvet/contracts';
import type { Executor } from '../platform/db/client.ts';
import * as repo from './repo.ts';

const mapPost = (row: repo.PostRow): CreatorPost => ({
  _id: row.id,
  text: row.text,
  image: row.image,
  created_at: row.createdAt.toISOString(),
});

export function createPostsService({ db }: { db: Executor }) {
  async function countByCreator(creatorIds: string[]): Promise<Map<string, number>> {
    const rows = await repo.countByCreators(db, creatorIds);
    return new Map(rows.map((row) => [row.creatorId, row.count]));
  }

  const latestByCreator = async (creatorId: string, limit = 50) => (await repo.listByCreator(db, creatorId, limit)).map(mapPost);

  const create = (rows: repo.NewPost[]) => repo.insertPosts(db, rows);

  return { countByCreator, latestByCreator, create };
}
export type PostsService = ReturnType<typeof createPostsService>;
