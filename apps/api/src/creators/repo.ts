import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { creatorProfiles } from './schema.ts';

export type CreatorProfileRow = typeof creatorProfiles.$inferSelect;
export type NewCreatorProfile = typeof creatorProfiles.$inferInsert;

export const listProfiles = (db: Executor, limit: number) =>
  db.select().from(creatorProfiles).orderBy(desc(creatorProfiles.createdAt)).limit(limit);

export async function findProfile(db: Executor, userId: string): Promise<CreatorProfileRow | undefined> {
  const [row] = await db.select().from(creatorProfiles).where(eq(creatorProfiles.userId, userId)).limit(1);
  return row;
}

export async function insertProfile(db: Executor, profile: NewCreatorProfile): Promise<void> {
  await db.insert(creatorProfiles).values(profile);
}
