import type { MediaType } from '@velvet/contracts';
import { and, asc, desc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { media } from '../media/schema.ts';
import { transactions } from '../transactions/schema.ts';
import { chatMedia, chatMediaItems, chatMediaUnlocks } from './schema.ts';

export type ChatMediaRow = typeof chatMedia.$inferSelect;
export type MediaRowOf = typeof media.$inferSelect;

/**
 * The seller's own uploads among `ids` that belong to no post, story or paid message, of the given
 * type, locked until the caller's transaction ends (so two sends cannot take the same upload).
 */
export async function lockFreeUploads(db: Executor, { ids, ownerId, type }: { ids: string[]; ownerId: string; type: MediaType }) {
  return db
    .select({ id: media.id })
    .from(media)
    .where(
      and(
        inArray(media.id, ids),
        eq(media.ownerId, ownerId),
        eq(media.type, type),
        isNull(media.postId),
        isNull(media.storyId),
        notExists(db.select({ one: sql`1` }).from(chatMediaItems).where(eq(chatMediaItems.mediaId, media.id))),
      ),
    )
    .for('update', { of: media });
}

export async function insertChatMedia(db: Executor, row: typeof chatMedia.$inferInsert, mediaIds: string[]): Promise<ChatMediaRow> {
  const [inserted] = await db.insert(chatMedia).values(row).returning();
  await db.insert(chatMediaItems).values(mediaIds.map((mediaId, position) => ({ chatMediaId: row.id, mediaId, position })));
  return inserted!;
}

export async function findChatMedia(db: Executor, id: string): Promise<ChatMediaRow | undefined> {
  const [row] = await db.select().from(chatMedia).where(eq(chatMedia.id, id));
  return row;
}

/** The paid message an upload belongs to, if any. */
export async function chatMediaOfUpload(db: Executor, mediaId: string): Promise<ChatMediaRow | undefined> {
  const [row] = await db.select({ row: chatMedia }).from(chatMediaItems).innerJoin(chatMedia, eq(chatMedia.id, chatMediaItems.chatMediaId)).where(eq(chatMediaItems.mediaId, mediaId));
  return row?.row;
}

/** The media rows of paid messages, in each message's order. */
export async function itemsOf(db: Executor, chatMediaIds: string[]) {
  if (!chatMediaIds.length) return [];
  return db
    .select({ chatMediaId: chatMediaItems.chatMediaId, media })
    .from(chatMediaItems)
    .innerJoin(media, eq(media.id, chatMediaItems.mediaId))
    .where(inArray(chatMediaItems.chatMediaId, chatMediaIds))
    .orderBy(asc(chatMediaItems.position));
}

export async function hasUnlock(db: Executor, userId: string, chatMediaId: string): Promise<boolean> {
  const [row] = await db.select({ userId: chatMediaUnlocks.userId }).from(chatMediaUnlocks).where(and(eq(chatMediaUnlocks.userId, userId), eq(chatMediaUnlocks.chatMediaId, chatMediaId)));
  return Boolean(row);
}

/** The idempotency key of the purchase that unlocked the message for the user, if any. */
export async function unlockKeyOf(db: Executor, userId: string, chatMediaId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ key: transactions.idempotencyKey })
    .from(chatMediaUnlocks)
    .innerJoin(transactions, eq(transactions.id, chatMediaUnlocks.transactionId))
    .where(and(eq(chatMediaUnlocks.userId, userId), eq(chatMediaUnlocks.chatMediaId, chatMediaId)));
  return row?.key;
}

/** Records an unlock; false when the user already holds one for this message. */
export async function insertUnlock(db: Executor, row: { userId: string; chatMediaId: string; transactionId: string }): Promise<boolean> {
  const inserted = await db.insert(chatMediaUnlocks).values(row).onConflictDoNothing().returning({ userId: chatMediaUnlocks.userId });
  return inserted.length > 0;
}

/** Removes the unlock a purchase gave; answers the message it was for. */
export async function deleteUnlockOf(db: Executor, transactionId: string): Promise<string | undefined> {
  const [row] = await db.delete(chatMediaUnlocks).where(eq(chatMediaUnlocks.transactionId, transactionId)).returning({ chatMediaId: chatMediaUnlocks.chatMediaId });
  return row?.chatMediaId;
}

/** The user's bought paid messages, the latest purchase first; one more than `limit` tells of a next page. */
export const purchasedBy = (db: Executor, userId: string, { offset, limit }: { offset: number; limit: number }) =>
  db
    .select({ row: chatMedia })
    .from(chatMediaUnlocks)
    .innerJoin(chatMedia, eq(chatMedia.id, chatMediaUnlocks.chatMediaId))
    .where(eq(chatMediaUnlocks.userId, userId))
    .orderBy(desc(chatMediaUnlocks.createdAt), desc(chatMedia.id))
    .offset(offset)
    .limit(limit + 1);

/** The paid messages among `chatMediaIds` that hold an unlock (each has one possible buyer). */
export async function unlockedAmong(db: Executor, chatMediaIds: string[]): Promise<Set<string>> {
  if (!chatMediaIds.length) return new Set();
  const rows = await db.select({ id: chatMediaUnlocks.chatMediaId }).from(chatMediaUnlocks).where(inArray(chatMediaUnlocks.chatMediaId, chatMediaIds));
  return new Set(rows.map((row) => row.id));
}
