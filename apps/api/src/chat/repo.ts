import { randomUUID } from 'node:crypto';
import type { ChatMedia, MessageKind, MessageMeta } from '@velvet/contracts';
import { and, count, desc, eq, getTableColumns, gt, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { notHidden } from '../moderation/visibility.ts';
import type { Executor } from '../platform/db/client.ts';
import { statement } from '../platform/db/statement.ts';
import { chatAliases, chatMessagesTable, chatPins, conversationMembers, conversations } from './schema.ts';

export type ConversationRow = typeof conversations.$inferSelect;
export type MemberRow = typeof conversationMembers.$inferSelect;
export type MessageRow = typeof chatMessagesTable.$inferSelect;
export type NewMessage = typeof chatMessagesTable.$inferInsert;
export type PinRow = typeof chatPins.$inferSelect;

const orderedPair = (a: string, b: string) => (a < b ? { userLow: a, userHigh: b } : { userLow: b, userHigh: a });

/** The pair's one conversation, made with both members' rows when it does not exist yet; concurrent callers get the same one. */
export async function findOrCreateConversation(db: Executor, { initiatorId, targetId }: { initiatorId: string; targetId: string }) {
  const pair = orderedPair(initiatorId, targetId);
  const [created] = await db
    .insert(conversations)
    .values({ ...pair, initiatorId })
    .onConflictDoNothing()
    .returning();
  if (created) {
    await db.insert(conversationMembers).values([
      { conversationId: created.id, userId: initiatorId, peerId: targetId },
      { conversationId: created.id, userId: targetId, peerId: initiatorId },
    ]);
    return { conversation: created, created: true };
  }
  // The other insert has committed (ON CONFLICT waited for it), so the row is visible now.
  const [existing] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.userLow, pair.userLow), eq(conversations.userHigh, pair.userHigh)));
  if (!existing) throw new Error('conversation conflict without a row');
  return { conversation: existing, created: false };
}

export async function findConversationOfPair(db: Executor, a: string, b: string): Promise<ConversationRow | undefined> {
  const pair = orderedPair(a, b);
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.userLow, pair.userLow), eq(conversations.userHigh, pair.userHigh)));
  return row;
}

/** Whether `senderId` sent a message carrying the picture `path` in their conversation with `recipientId`. */
export async function hasSentPicture(db: Executor, { senderId, recipientId, path }: { senderId: string; recipientId: string; path: string }): Promise<boolean> {
  const pair = orderedPair(senderId, recipientId);
  const [row] = await db
    .select({ id: chatMessagesTable.id })
    .from(chatMessagesTable)
    .innerJoin(conversations, eq(conversations.id, chatMessagesTable.conversationId))
    .where(
      and(
        eq(conversations.userLow, pair.userLow),
        eq(conversations.userHigh, pair.userHigh),
        eq(chatMessagesTable.senderId, senderId),
        sql`${chatMessagesTable.media} @> ${JSON.stringify([{ path }])}::jsonb`,
        notHidden('message', sql`${chatMessagesTable.id}`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function findConversation(db: Executor, id: string): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
  return row;
}

/** The caller's membership of a conversation with the conversation, or undefined when they are not in it. */
export async function findMembership(db: Executor, conversationId: string, userId: string) {
  const [row] = await db
    .select({ member: conversationMembers, conversation: conversations })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)));
  return row;
}

export const isMember = async (db: Executor, conversationId: string, userId: string) => Boolean(await findMembership(db, conversationId, userId));

type ListFilter = { archived?: boolean; search?: string };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * The caller's conversations, the latest activity first: the main list or the archived one; a search
 * matches the other member's username or display name, or the text of a message in the conversation.
 */
export const listMemberships = (db: Executor, userId: string, limit: number, { archived, search }: ListFilter = {}) => {
  const pattern = search ? `%${escapeLike(search)}%` : undefined;
  return db
    .select({ member: conversationMembers, conversation: conversations })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(
      and(
        eq(conversationMembers.userId, userId),
        archived === undefined ? undefined : archived ? isNotNull(conversationMembers.archivedAt) : isNull(conversationMembers.archivedAt),
        pattern
          ? sql`(exists (select 1 from users u left join creator_profiles cp on cp.user_id = u.id where u.id = ${conversationMembers.peerId} and (u.username ilike ${pattern} or cp.display_name ilike ${pattern}))
              or exists (select 1 from chat_messages m where m.conversation_id = ${conversations.id} and m.text ilike ${pattern}))`
          : undefined,
      ),
    )
    .orderBy(desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`), desc(conversations.id))
    .limit(limit);
};

/** A member's own settings of a conversation (mute, archive, block): each given flag set now or cleared. */
export async function updateMemberSettings(db: Executor, { conversationId, userId, muted, archived, blocked }: { conversationId: string; userId: string; muted?: boolean; archived?: boolean; blocked?: boolean }) {
  const keep = (flag: boolean | undefined, column: AnyPgColumn) => (flag === undefined ? undefined : flag ? sql`coalesce(${column}, now())` : null);
  await db
    .update(conversationMembers)
    .set({ mutedAt: keep(muted, conversationMembers.mutedAt), archivedAt: keep(archived, conversationMembers.archivedAt), blockedAt: keep(blocked, conversationMembers.blockedAt) })
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)));
}

/** Deletes a message; its pins go with it. */
export async function deleteMessage(db: Executor, messageId: string): Promise<void> {
  await db.delete(chatMessagesTable).where(eq(chatMessagesTable.id, messageId));
}

/** Locks a message's row: concurrent reactions to one message queue here. */
export async function lockMessage(db: Executor, messageId: string): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(chatMessagesTable).where(eq(chatMessagesTable.id, messageId)).for('update');
  return row;
}

/** Both members' rows of the given conversations (their read state). */
export const membersOf = (db: Executor, conversationIds: string[]) =>
  conversationIds.length ? db.select().from(conversationMembers).where(inArray(conversationMembers.conversationId, conversationIds)) : Promise.resolve([]);

/** Everyone who shares a conversation with the user. */
export async function peersOf(db: Executor, userId: string): Promise<string[]> {
  const rows = await db.select({ peerId: conversationMembers.peerId }).from(conversationMembers).where(eq(conversationMembers.userId, userId));
  return rows.map((row) => row.peerId);
}

/** Messages the member has not read yet, per conversation. */
export async function unreadCounts(db: Executor, userId: string, conversationIds: string[]): Promise<Map<string, number>> {
  if (!conversationIds.length) return new Map();
  const rows = await db
    .select({ conversationId: chatMessagesTable.conversationId, total: count() })
    .from(chatMessagesTable)
    .innerJoin(conversationMembers, and(eq(conversationMembers.conversationId, chatMessagesTable.conversationId), eq(conversationMembers.userId, userId)))
    .where(
      and(
        inArray(chatMessagesTable.conversationId, conversationIds),
        ne(chatMessagesTable.senderId, userId),
        or(isNull(conversationMembers.lastReadAt), gt(chatMessagesTable.createdAt, conversationMembers.lastReadAt)),
      ),
    )
    .groupBy(chatMessagesTable.conversationId);
  return new Map(rows.map((row) => [row.conversationId, row.total]));
}

/** Every message the user has not read, in all their conversations: the navigation's badge. */
export async function totalUnread(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(chatMessagesTable)
    .innerJoin(conversationMembers, and(eq(conversationMembers.conversationId, chatMessagesTable.conversationId), eq(conversationMembers.userId, userId)))
    .where(
      and(
        ne(chatMessagesTable.senderId, userId),
        // A muted conversation keeps its own count but stays out of the navigation's badge.
        isNull(conversationMembers.mutedAt),
        or(isNull(conversationMembers.lastReadAt), gt(chatMessagesTable.createdAt, conversationMembers.lastReadAt)),
      ),
    );
  return row?.total ?? 0;
}

/** The newest message of each conversation. */
export async function lastMessages(db: Executor, conversationIds: string[]): Promise<Map<string, MessageRow>> {
  if (!conversationIds.length) return new Map();
  const ranked = db
    .select({
      ...getTableColumns(chatMessagesTable),
      rank: sql<number>`row_number() over (partition by ${chatMessagesTable.conversationId} order by ${chatMessagesTable.createdAt} desc, ${chatMessagesTable.id} desc)`.as('rank'),
    })
    .from(chatMessagesTable)
    .where(and(inArray(chatMessagesTable.conversationId, conversationIds), notHidden('message', sql`${chatMessagesTable.id}`)))
    .as('ranked');
  const rows = await db.select().from(ranked).where(eq(ranked.rank, 1));
  return new Map(rows.map(({ rank: _rank, ...row }) => [row.conversationId, row]));
}

/** A page of a conversation's messages, newest first, strictly before the (createdAt, id) cursor. */
export const pageOfMessages = (db: Executor, conversationId: string, { before, limit }: { before?: { createdAt: Date; id: string }; limit: number }) =>
  db
    .select()
    .from(chatMessagesTable)
    .where(
      and(
        eq(chatMessagesTable.conversationId, conversationId),
        notHidden('message', sql`${chatMessagesTable.id}`),
        before ? sql`(${chatMessagesTable.createdAt}, ${chatMessagesTable.id}) < (${before.createdAt.toISOString()}::timestamptz, ${before.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(chatMessagesTable.createdAt), desc(chatMessagesTable.id))
    .limit(limit);

export async function findMessage(db: Executor, messageId: string): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(chatMessagesTable)
    .where(and(eq(chatMessagesTable.id, messageId), notHidden('message', sql`${chatMessagesTable.id}`)));
  return row;
}

/** Inserts a message and moves the conversation's activity time; an auto-message already sent for its subscription inserts nothing. */
export async function insertMessage(db: Executor, message: NewMessage): Promise<MessageRow | undefined> {
  const [row] = await db.insert(chatMessagesTable).values(message).onConflictDoNothing().returning();
  if (row) await db.update(conversations).set({ lastMessageAt: row.createdAt }).where(eq(conversations.id, row.conversationId));
  return row;
}

type SentRow = Omit<MessageRow, 'createdAt' | 'editedAt'> & { createdAt: string; editedAt: string | null; senderReadAt: string | null; peerReadAt: string | null };

const toDate = (value: string | null) => (value === null ? null : new Date(value));

/** A member's message as `insertSentMessages` takes it. */
export type SentMessage = { conversationId: string; senderId: string; peerId: string; text: string; media: ChatMedia[]; meta: MessageMeta; kind: MessageKind };

/**
 * Members' messages, at most one per conversation, in one statement, so one round trip and its own
 * transaction: the rows, each conversation's activity time, each sender's read mark moved up to their
 * message (never back), and both members' read marks as they now stand. A fixed text under its own
 * name: every message runs it, and nothing builds it again per call.
 */
const insertSentMessagesStatement = statement<SentRow>(
  'chat_insert_sent_messages',
  `with input as (
      select * from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[], $7::text[], $8::uuid[])
        with ordinality as input (id, conversation_id, sender_id, text, media, meta, kind, peer_id, position)
    ), message as (
      insert into chat_messages (id, conversation_id, sender_id, text, media, meta, kind)
      select id, conversation_id, sender_id, text, media, meta, kind from input order by position
      returning *
    ), activity as (
      update chat_conversations c set last_message_at = message.created_at from message where c.id = message.conversation_id
    ), sender_mark as (
      update chat_members m set last_read_at = greatest(coalesce(m.last_read_at, '-infinity'::timestamptz), message.created_at)
      from message where m.conversation_id = message.conversation_id and m.user_id = message.sender_id
      returning m.conversation_id, m.last_read_at
    )
    select message.id, message.conversation_id as "conversationId", message.sender_id as "senderId", message.text, message.media, message.meta,
      message.kind, message.auto_message_subscription_id as "autoMessageSubscriptionId", message.created_at as "createdAt", message.edited_at as "editedAt",
      sender_mark.last_read_at as "senderReadAt",
      (select p.last_read_at from chat_members p where p.conversation_id = message.conversation_id and p.user_id = input.peer_id) as "peerReadAt"
    from message
    join input on input.id = message.id
    left join sender_mark on sender_mark.conversation_id = message.conversation_id
    order by input.position`,
);

/** Writes the messages (at most one per conversation: their activity times and read marks are one row each) and answers each row with both members' marks, in order. */
export async function insertSentMessages(db: Executor, messages: SentMessage[]): Promise<Array<{ row: MessageRow; marks: Map<string, Date | null> }>> {
  const rows = await insertSentMessagesStatement.run(db, [
    messages.map(() => randomUUID()),
    messages.map((message) => message.conversationId),
    messages.map((message) => message.senderId),
    messages.map((message) => message.text),
    messages.map((message) => JSON.stringify(message.media)),
    messages.map((message) => JSON.stringify(message.meta)),
    messages.map((message) => message.kind),
    messages.map((message) => message.peerId),
  ]);
  return rows.map(({ senderReadAt, peerReadAt, ...row }, index) => {
    const { senderId, peerId } = messages[index]!;
    return {
      row: { ...row, createdAt: new Date(row.createdAt), editedAt: toDate(row.editedAt) },
      marks: new Map([
        [senderId, toDate(senderReadAt)],
        [peerId, toDate(peerReadAt)],
      ]),
    };
  });
}

export async function hasWritten(db: Executor, conversationId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: chatMessagesTable.id })
    .from(chatMessagesTable)
    .where(and(eq(chatMessagesTable.conversationId, conversationId), eq(chatMessagesTable.senderId, userId)))
    .limit(1);
  return Boolean(row);
}

export async function editMessage(db: Executor, messageId: string, text: string): Promise<MessageRow> {
  const [row] = await db.update(chatMessagesTable).set({ text, editedAt: sql`now()` }).where(eq(chatMessagesTable.id, messageId)).returning();
  return row!;
}

/** Merges `patch` into a message's meta (a request message's requestAccept or counter_status). */
export async function patchMeta(db: Executor, messageId: string, patch: Record<string, unknown>): Promise<MessageRow | undefined> {
  const [row] = await db
    .update(chatMessagesTable)
    .set({ meta: sql`${chatMessagesTable.meta} || ${JSON.stringify(patch)}::jsonb` })
    .where(eq(chatMessagesTable.id, messageId))
    .returning();
  return row;
}

/** Moves the member's read mark forward to `at`, never back; answers the mark now in place. */
export async function markRead(db: Executor, { conversationId, userId, at }: { conversationId: string; userId: string; at: Date }): Promise<Date> {
  const [row] = await db
    .update(conversationMembers)
    .set({ lastReadAt: sql`greatest(coalesce(${conversationMembers.lastReadAt}, '-infinity'::timestamptz), ${at.toISOString()}::timestamptz)` })
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)))
    .returning({ lastReadAt: conversationMembers.lastReadAt });
  return row!.lastReadAt!;
}

export async function upsertAlias(db: Executor, { ownerId, targetId, note }: { ownerId: string; targetId: string; note: string }): Promise<void> {
  await db
    .insert(chatAliases)
    .values({ ownerId, targetId, note })
    .onConflictDoUpdate({ target: [chatAliases.ownerId, chatAliases.targetId], set: { note, updatedAt: sql`now()` } });
}

/** The owner's notes on the given users. */
export async function aliasesOf(db: Executor, ownerId: string, targetIds: string[]): Promise<Map<string, string>> {
  if (!targetIds.length) return new Map();
  const rows = await db
    .select({ targetId: chatAliases.targetId, note: chatAliases.note })
    .from(chatAliases)
    .where(and(eq(chatAliases.ownerId, ownerId), inArray(chatAliases.targetId, targetIds)));
  return new Map(rows.map((row) => [row.targetId, row.note]));
}

/** Pins a message for one user or (pinnedForId null) for everyone; pinning it twice keeps the first pin. */
export async function insertPin(db: Executor, pin: typeof chatPins.$inferInsert): Promise<void> {
  await db.insert(chatPins).values(pin).onConflictDoNothing();
}

export async function findPin(db: Executor, pinId: string): Promise<PinRow | undefined> {
  const [row] = await db.select().from(chatPins).where(eq(chatPins.id, pinId));
  return row;
}

export async function deletePin(db: Executor, pinId: string): Promise<void> {
  await db.delete(chatPins).where(eq(chatPins.id, pinId));
}

/** The pins a member sees in a conversation (for everyone, and their own), newest first, with their messages. */
export const visiblePins = (db: Executor, conversationId: string, viewerId: string) =>
  db
    .select({ pin: chatPins, message: chatMessagesTable })
    .from(chatPins)
    .innerJoin(chatMessagesTable, eq(chatMessagesTable.id, chatPins.messageId))
    .where(and(eq(chatPins.conversationId, conversationId), or(isNull(chatPins.pinnedForId), eq(chatPins.pinnedForId, viewerId))))
    .orderBy(desc(chatPins.createdAt), desc(chatPins.id));

/** Who blocked whom in a conversation: the members that blocked the other. */
export async function blockBetween(db: Executor, conversationId: string): Promise<Set<string>> {
  const rows = await db
    .select({ userId: conversationMembers.userId })
    .from(conversationMembers)
    .where(and(eq(conversationMembers.conversationId, conversationId), isNotNull(conversationMembers.blockedAt)));
  return new Set(rows.map((row) => row.userId));
}

/** The messages among `messageIds` the other member has read up to (their read mark is at or after the message). */
export async function seenAmong(db: Executor, messageIds: string[]): Promise<Set<string>> {
  if (!messageIds.length) return new Set();
  const rows = await db
    .select({ id: chatMessagesTable.id })
    .from(chatMessagesTable)
    .innerJoin(conversationMembers, and(eq(conversationMembers.conversationId, chatMessagesTable.conversationId), ne(conversationMembers.userId, chatMessagesTable.senderId)))
    .where(and(inArray(chatMessagesTable.id, messageIds), sql`${conversationMembers.lastReadAt} >= ${chatMessagesTable.createdAt}`));
  return new Set(rows.map((row) => row.id));
}
