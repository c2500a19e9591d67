import { eq, inArray } from 'drizzle-orm';
import { subscriptionPackages } from '../channels/schema.ts';
import type { Executor } from '../platform/db/client.ts';
import { collabGroups, collabMembers } from './schema.ts';

export type GroupRow = typeof collabGroups.$inferSelect;
export type MemberRow = typeof collabMembers.$inferSelect;

export async function insertGroup(db: Executor, group: typeof collabGroups.$inferInsert): Promise<GroupRow> {
  const [row] = await db.insert(collabGroups).values(group).returning();
  return row!;
}

export async function insertMembers(db: Executor, rows: MemberRow[]): Promise<void> {
  await db.insert(collabMembers).values(rows);
}

export async function findGroup(db: Executor, id: string): Promise<GroupRow | undefined> {
  const [row] = await db.select().from(collabGroups).where(eq(collabGroups.id, id)).limit(1);
  return row;
}

export const membersOf = (db: Executor, groupIds: string[]) =>
  groupIds.length ? db.select().from(collabMembers).where(inArray(collabMembers.groupId, groupIds)) : Promise.resolve([]);

/** The groups a creator owns or is a member of (the owner is a member too), newest first. */
export const groupsOfCreator = (db: Executor, creatorId: string) =>
  db
    .select({ group: collabGroups })
    .from(collabMembers)
    .innerJoin(collabGroups, eq(collabGroups.id, collabMembers.groupId))
    .where(eq(collabMembers.creatorId, creatorId))
    .orderBy(collabGroups.createdAt);

// Group packages live in the channels domain's package table, which has no group reader of its own yet.
export const packagesOfGroups = (db: Executor, groupIds: string[]) =>
  groupIds.length ? db.select().from(subscriptionPackages).where(inArray(subscriptionPackages.groupId, groupIds)) : Promise.resolve([]);
