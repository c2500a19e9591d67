import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { vaultFolders, vaultItems } from './schema.ts';

export type VaultItemRow = typeof vaultItems.$inferSelect;
export type VaultFolderRow = typeof vaultFolders.$inferSelect;

export async function foldersOf(db: Executor, ownerId: string) {
  return db
    .select({ id: vaultFolders.id, name: vaultFolders.name, count: sql<number>`count(${vaultItems.mediaId})::int` })
    .from(vaultFolders)
    .leftJoin(vaultItems, eq(vaultItems.folderId, vaultFolders.id))
    .where(eq(vaultFolders.ownerId, ownerId))
    .groupBy(vaultFolders.id)
    .orderBy(vaultFolders.name);
}

export async function findFolder(db: Executor, ownerId: string, id: string): Promise<VaultFolderRow | undefined> {
  const [row] = await db
    .select()
    .from(vaultFolders)
    .where(and(eq(vaultFolders.id, id), eq(vaultFolders.ownerId, ownerId)))
    .limit(1);
  return row;
}

/** The new folder, or undefined when the owner already has one of that name (any case). */
export async function insertFolder(db: Executor, ownerId: string, name: string): Promise<VaultFolderRow | undefined> {
  const [row] = await db.insert(vaultFolders).values({ ownerId, name }).onConflictDoNothing().returning();
  return row;
}

export const deleteFolder = (db: Executor, ownerId: string, id: string) =>
  db
    .delete(vaultFolders)
    .where(and(eq(vaultFolders.id, id), eq(vaultFolders.ownerId, ownerId)))
    .returning({ id: vaultFolders.id });

export const addItems = (db: Executor, ownerId: string, mediaIds: string[], folderId: string | null) =>
  db
    .insert(vaultItems)
    .values(mediaIds.map((mediaId) => ({ mediaId, ownerId, folderId })))
    .onConflictDoUpdate({ target: vaultItems.mediaId, set: { folderId } })
    .returning();

const inFolder = (ownerId: string, folderId: string | undefined) => and(eq(vaultItems.ownerId, ownerId), folderId ? eq(vaultItems.folderId, folderId) : undefined);

export async function page(db: Executor, ownerId: string, { folderId, offset, limit }: { folderId?: string; offset: number; limit: number }) {
  const rows = await db
    .select()
    .from(vaultItems)
    .where(inFolder(ownerId, folderId))
    .orderBy(desc(vaultItems.createdAt), desc(vaultItems.mediaId))
    .offset(offset)
    .limit(limit + 1);
  const [total] = await db.select({ total: count() }).from(vaultItems).where(inFolder(ownerId, folderId));
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit, total: total?.total ?? 0 };
}

export const ownItems = (db: Executor, ownerId: string, mediaIds: string[]) =>
  mediaIds.length ? db.select().from(vaultItems).where(and(eq(vaultItems.ownerId, ownerId), inArray(vaultItems.mediaId, mediaIds))) : Promise.resolve([]);

export const moveItem = (db: Executor, ownerId: string, mediaId: string, folderId: string | null) =>
  db
    .update(vaultItems)
    .set({ folderId })
    .where(and(eq(vaultItems.mediaId, mediaId), eq(vaultItems.ownerId, ownerId)))
    .returning();

export const removeItem = (db: Executor, ownerId: string, mediaId: string) =>
  db
    .delete(vaultItems)
    .where(and(eq(vaultItems.mediaId, mediaId), eq(vaultItems.ownerId, ownerId)))
    .returning();
