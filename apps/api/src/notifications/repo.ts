import { randomUUID } from 'node:crypto';
import type { ListNotificationsQuery, NotificationData, NotificationType } from '@velvet/contracts';
import { and, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { statement, type BoundStatement } from '../platform/db/statement.ts';
import { notifications } from './schema.ts';

export type NotificationRow = typeof notifications.$inferSelect;

type InsertNotificationOptions = { userId: string; type: NotificationType; message: string; data: NotificationData };

const insertNotificationsText = `INSERT INTO notifications (id, user_id, type, message, data)
    SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::jsonb[])
    RETURNING id, created_at`;

/**
 * One text for any number of rows, which are returned as written: the ids are made here, so only the
 * database's time comes back (every settled purchase stores two or more).
 */
const insertNotificationRows = statement<{ id: string; created_at: string }>('insert_notifications', insertNotificationsText);

/** The rows as they will be stored, ids made here; the database gives their time. */
const toWrite = (rows: InsertNotificationOptions[]) => rows.map((row) => ({ ...row, id: randomUUID(), seenAt: null }));

const columnsOf = (written: ReturnType<typeof toWrite>) => [
  written.map((row) => row.id),
  written.map((row) => row.userId),
  written.map((row) => row.type),
  written.map((row) => row.message),
  written.map((row) => JSON.stringify(row.data)),
];

export async function insertNotifications(db: Executor, rows: InsertNotificationOptions[]): Promise<NotificationRow[]> {
  if (!rows.length) return [];
  const written = toWrite(rows);
  const times = await insertNotificationRows.run(db, columnsOf(written));
  const createdAt = new Map(times.map((time) => [time.id, new Date(time.created_at)]));
  return written.map((row) => ({ ...row, createdAt: createdAt.get(row.id)! }));
}

const insertNotificationsAtText = `INSERT INTO notifications (id, user_id, type, message, data, created_at)
    SELECT *, $6::timestamptz FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::jsonb[])`;

/**
 * The same insert for the caller to run inside another statement (runWithWrites), at the time the caller
 * gives (the purchase's own), and the rows it writes.
 */
export function notificationsInsert(rows: InsertNotificationOptions[], createdAt: Date): { insert: BoundStatement; rows: NotificationRow[] } {
  const written = toWrite(rows).map((row) => ({ ...row, createdAt }));
  return { insert: { text: insertNotificationsAtText, values: [...columnsOf(written), createdAt] }, rows: written };
}

type ListPageOptions = { userId: string; query: Omit<ListNotificationsQuery, 'seen' | 'limit'> & { seen?: boolean; limit: number } };

export async function listPage(db: Executor, { userId, query }: ListPageOptions): Promise<NotificationRow[]> {
  const filters: SQL[] = [eq(notifications.userId, userId)];
  if (query.type) filters.push(eq(notifications.type, query.type));
  if (query.seen !== undefined) filters.push(query.seen ? isNotNull(notifications.seenAt) : isNull(notifications.seenAt));
  if (query.d) {
    const cursorId = query.t ?? 'ffffffff-ffff-ffff-ffff-ffffffffffff';
    filters.push(sql`(${notifications.createdAt}, ${notifications.id}) < (${query.d}::timestamptz, ${cursorId}::uuid)`);
  }
  return db
    .select()
    .from(notifications)
    .where(and(...filters))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.limit);
}

export async function countReadUnread(db: Executor, userId: string) {
  const [row] = await db
    .select({
      read: sql<number>`count(*) filter (where ${notifications.seenAt} is not null)::int`,
      unread: sql<number>`count(*) filter (where ${notifications.seenAt} is null)::int`,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return { read: row?.read ?? 0, unread: row?.unread ?? 0 };
}

type AcknowledgeOptions = { userId: string; ids?: string[] };

/** Marks the user's own unseen notifications as seen; ids of other users' notifications match nothing. */
export async function acknowledge(db: Executor, { userId, ids }: AcknowledgeOptions): Promise<number> {
  const filters: SQL[] = [eq(notifications.userId, userId), isNull(notifications.seenAt)];
  if (ids) filters.push(inArray(notifications.id, ids));
  const rows = await db
    .update(notifications)
    .set({ seenAt: sql`now()` })
    .where(and(...filters))
    .returning({ id: notifications.id });
  return rows.length;
}
