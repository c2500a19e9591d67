import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { transactions } from '../transactions/schema.ts';
import { promotionRequests, serviceRequestPayments, serviceRequests } from './schema.ts';

export type RequestRow = typeof serviceRequests.$inferSelect;
export type NewRequest = typeof serviceRequests.$inferInsert;

export async function findRequest(db: Executor, id: string): Promise<RequestRow | undefined> {
  const [row] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
  return row;
}

export async function findByTransaction(db: Executor, transactionId: string): Promise<RequestRow | undefined> {
  const [row] = await db.select().from(serviceRequests).where(eq(serviceRequests.transactionId, transactionId));
  return row;
}

/** Locks the request's row for the caller's transaction: concurrent answers to one request queue here. */
export async function lockRequest(db: Executor, id: string): Promise<RequestRow | undefined> {
  const [row] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, id)).for('update');
  return row;
}

/** Writes the request its payment paid for, once (a second settlement of the same payment inserts nothing). */
export async function insertRequest(db: Executor, row: NewRequest): Promise<RequestRow | undefined> {
  const [inserted] = await db.insert(serviceRequests).values(row).onConflictDoNothing().returning();
  if (inserted && row.transactionId) await db.insert(serviceRequestPayments).values({ transactionId: row.transactionId, requestId: inserted.id, kind: 'request' });
  return inserted;
}

/**
 * Whether `ownerId` showed `viewerId` the picture `path` in a request between them: among the fan's files
 * of a request not refunded (declined 2, expired 3) to its creator, or in the creator's delivery to its fan.
 */
export async function sharesPicture(db: Executor, { ownerId, viewerId, path }: { ownerId: string; viewerId: string; path: string }): Promise<boolean> {
  const file = sql`${JSON.stringify([{ path }])}::jsonb`;
  const [row] = await db
    .select({ id: serviceRequests.id })
    .from(serviceRequests)
    .where(
      or(
        and(eq(serviceRequests.fanId, ownerId), eq(serviceRequests.creatorId, viewerId), notInArray(serviceRequests.status, [2, 3]), sql`${serviceRequests.media} @> ${file}`),
        and(eq(serviceRequests.fanId, viewerId), eq(serviceRequests.creatorId, ownerId), sql`${serviceRequests.deliveryMedia} @> ${file}`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function updateRequest(db: Executor, id: string, changes: Partial<NewRequest>): Promise<RequestRow> {
  const [row] = await db.update(serviceRequests).set(changes).where(eq(serviceRequests.id, id)).returning();
  return row!;
}

export async function recordPayment(db: Executor, payment: typeof serviceRequestPayments.$inferInsert): Promise<void> {
  await db.insert(serviceRequestPayments).values(payment).onConflictDoNothing();
}

export async function findPayment(db: Executor, transactionId: string) {
  const [row] = await db.select().from(serviceRequestPayments).where(eq(serviceRequestPayments.transactionId, transactionId));
  return row;
}

/** The request's payments with their transactions, oldest first: the request's money history. */
export const paymentsOf = (db: Executor, requestId: string) =>
  db
    .select({ payment: serviceRequestPayments, transaction: transactions })
    .from(serviceRequestPayments)
    .innerJoin(transactions, eq(transactions.id, serviceRequestPayments.transactionId))
    .where(eq(serviceRequestPayments.requestId, requestId))
    .orderBy(asc(serviceRequestPayments.createdAt));

/** Starts an accepted call's clock unless it already runs: concurrent starts keep the first `started_at`. */
export async function startTimerOnce(db: Executor, id: string, at: Date): Promise<RequestRow> {
  await db
    .update(serviceRequests)
    .set({ startedAt: at })
    .where(and(eq(serviceRequests.id, id), eq(serviceRequests.status, 1), isNull(serviceRequests.startedAt)));
  return (await findRequest(db, id))!;
}

/** Requests still waiting for the creator since before `before`. */
export async function waitingSince(db: Executor, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: serviceRequests.id })
    .from(serviceRequests)
    .where(and(eq(serviceRequests.status, 0), lt(serviceRequests.createdAt, before)))
    .orderBy(asc(serviceRequests.createdAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Accepted calls whose timer ran out by `at`: set to 4 (time's up). */
export async function endElapsedCalls(db: Executor, at: Date, ids?: string[]): Promise<RequestRow[]> {
  return db
    .update(serviceRequests)
    .set({ status: 4 })
    .where(
      and(
        eq(serviceRequests.status, 1),
        isNotNull(serviceRequests.startedAt),
        sql`${serviceRequests.startedAt} + make_interval(secs => coalesce(${serviceRequests.durationSeconds}, 0)) <= ${at.toISOString()}::timestamptz`,
        ...(ids ? [inArray(serviceRequests.id, ids)] : []),
      ),
    )
    .returning();
}

/**
 * Completed payments to hand back: any payment of a declined or expired request, and a counter payment
 * that settled when the request was no longer open to it.
 */
export async function paymentsToRefund(db: Executor, limit: number, requestId?: string): Promise<{ transactionId: string; kind: 'request' | 'counter' }[]> {
  return db
    .select({ transactionId: serviceRequestPayments.transactionId, kind: serviceRequestPayments.kind })
    .from(serviceRequestPayments)
    .innerJoin(serviceRequests, eq(serviceRequests.id, serviceRequestPayments.requestId))
    .innerJoin(transactions, eq(transactions.id, serviceRequestPayments.transactionId))
    .where(
      and(
        eq(transactions.status, 'Completed'),
        sql`(${serviceRequests.status} in (2, 3) or ${serviceRequestPayments.applied} = 0)`,
        ...(requestId ? [eq(serviceRequestPayments.requestId, requestId)] : []),
      ),
    )
    .limit(limit);
}

export type PromotionRow = typeof promotionRequests.$inferSelect;

export async function insertPromotion(db: Executor, row: typeof promotionRequests.$inferInsert): Promise<PromotionRow> {
  const [inserted] = await db.insert(promotionRequests).values(row).returning();
  return inserted!;
}

export async function findPromotion(db: Executor, id: string): Promise<PromotionRow | undefined> {
  const [row] = await db.select().from(promotionRequests).where(eq(promotionRequests.id, id));
  return row;
}

/** Locks the promotion's row: an acceptance and a decline of one promotion queue here. */
export async function lockPromotion(db: Executor, id: string): Promise<PromotionRow | undefined> {
  const [row] = await db.select().from(promotionRequests).where(eq(promotionRequests.id, id)).for('update');
  return row;
}

export async function updatePromotion(db: Executor, id: string, changes: Partial<typeof promotionRequests.$inferInsert>): Promise<PromotionRow> {
  const [row] = await db.update(promotionRequests).set(changes).where(eq(promotionRequests.id, id)).returning();
  return row!;
}

/** A user's requests as fan (`sent`) or creator (`received`), newest first. */
export const inboxOf = (db: Executor, { userId, box, limit }: { userId: string; box: 'sent' | 'received'; limit: number }) =>
  db
    .select()
    .from(serviceRequests)
    .where(eq(box === 'sent' ? serviceRequests.fanId : serviceRequests.creatorId, userId))
    .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id))
    .limit(limit);
