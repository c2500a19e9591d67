import { and, desc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { massMessageRecipients, massMessages } from './schema.ts';

export type MassMessageRow = typeof massMessages.$inferSelect;
export type RecipientRow = typeof massMessageRecipients.$inferSelect;

/** The mass message and its recipients (each once), all pending. */
export async function insertMassMessage(db: Executor, row: typeof massMessages.$inferInsert, fanIds: string[]): Promise<MassMessageRow> {
  const [inserted] = await db.insert(massMessages).values(row).returning();
  // One statement for any audience size: the ids travel as one array parameter.
  await db.execute(sql`
    insert into ${massMessageRecipients} (mass_message_id, fan_id)
    select ${inserted!.id}, fan_id from unnest(${sql.param(fanIds)}::uuid[]) as fan_id
    on conflict do nothing`);
  return inserted!;
}

/** Up to `limit` pending recipients of unfinished mass messages, oldest message first (read without locks). */
export const pendingRecipients = (db: Executor, limit: number) =>
  db
    .select({ recipient: massMessageRecipients, message: massMessages })
    .from(massMessageRecipients)
    .innerJoin(massMessages, eq(massMessages.id, massMessageRecipients.massMessageId))
    .where(and(eq(massMessageRecipients.status, 'pending'), isNull(massMessages.finishedAt)))
    .orderBy(massMessages.createdAt, massMessageRecipients.fanId)
    .limit(limit);

/** Locks those of the recipients still pending; one another batch has taken (or is taking) is left out. */
export async function lockPending(db: Executor, keys: { massMessageId: string; fanId: string }[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await db.execute<{ mass_message_id: string; fan_id: string }>(sql`
    select r.mass_message_id, r.fan_id from ${massMessageRecipients} r
    join unnest(${sql.param(keys.map((key) => key.massMessageId))}::uuid[], ${sql.param(keys.map((key) => key.fanId))}::uuid[]) as k(mass_message_id, fan_id)
      on k.mass_message_id = r.mass_message_id and k.fan_id = r.fan_id
    where r.status = 'pending'
    for update of r skip locked`);
  return new Set(rows.rows.map((row) => keyOf({ massMessageId: row.mass_message_id, fanId: row.fan_id })));
}

export const keyOf = ({ massMessageId, fanId }: { massMessageId: string; fanId: string }) => `${massMessageId}|${fanId}`;

export async function markDone(db: Executor, row: { massMessageId: string; fanId: string; status: 'sent' | 'skipped'; messageId?: string; chatMediaId?: string }): Promise<void> {
  await db
    .update(massMessageRecipients)
    .set({ status: row.status, messageId: row.messageId ?? null, chatMediaId: row.chatMediaId ?? null, doneAt: sql`now()` })
    .where(and(eq(massMessageRecipients.massMessageId, row.massMessageId), eq(massMessageRecipients.fanId, row.fanId), eq(massMessageRecipients.status, 'pending')));
}

/** Marks finished the mass messages without a pending recipient left. */
export async function finishDelivered(db: Executor): Promise<void> {
  await db
    .update(massMessages)
    .set({ finishedAt: sql`now()` })
    .where(
      and(
        isNull(massMessages.finishedAt),
        notExists(db.select({ one: sql`1` }).from(massMessageRecipients).where(and(eq(massMessageRecipients.massMessageId, massMessages.id), eq(massMessageRecipients.status, 'pending')))),
      ),
    );
}

export const latestOf = (db: Executor, creatorId: string, limit: number) =>
  db.select().from(massMessages).where(eq(massMessages.creatorId, creatorId)).orderBy(desc(massMessages.createdAt), desc(massMessages.id)).limit(limit);

export async function recipientsOf(db: Executor, massMessageIds: string[]) {
  if (!massMessageIds.length) return [];
  return db
    .select({ massMessageId: massMessageRecipients.massMessageId, status: massMessageRecipients.status, messageId: massMessageRecipients.messageId, chatMediaId: massMessageRecipients.chatMediaId })
    .from(massMessageRecipients)
    .where(inArray(massMessageRecipients.massMessageId, massMessageIds));
}
