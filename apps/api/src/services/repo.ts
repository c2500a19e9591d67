import { and, asc, eq, gt, inArray, isNull, ne, or, sql, type Column, type Placeholder } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { builtOncePer } from '../platform/db/prepared-statements.ts';
import { chatFeePurchases, serviceInterests, services } from './schema.ts';

export type ServiceRow = typeof services.$inferSelect;
export type NewService = typeof services.$inferInsert;
export type ChatFeePurchaseRow = typeof chatFeePurchases.$inferSelect;
export type NewChatFeePurchase = typeof chatFeePurchases.$inferInsert;

const notDeleted = isNull(services.deletedAt);

export async function findService(db: Executor, id: string): Promise<ServiceRow | undefined> {
  const [row] = await db.select().from(services).where(and(eq(services.id, id), notDeleted)).limit(1);
  return row;
}

/** The live (not deleted) services among `ids`, in no particular order. */
export const servicesByIds = (db: Executor, ids: string[]) => (ids.length ? db.select().from(services).where(and(inArray(services.id, ids), notDeleted)) : Promise.resolve([]));

/** A creator's services, oldest first (the defaults lead). */
export const servicesOfCreator = (db: Executor, creatorId: string) =>
  db.select().from(services).where(and(eq(services.creatorId, creatorId), notDeleted)).orderBy(asc(services.createdAt), asc(services.id));

export async function hasDefaults(db: Executor, creatorId: string): Promise<boolean> {
  const [row] = await db.select({ id: services.id }).from(services).where(and(eq(services.creatorId, creatorId), eq(services.isDefault, true))).limit(1);
  return row !== undefined;
}

/** Inserts the default chat fees that are missing; a concurrent first read that made them wins quietly. */
export async function insertDefaults(db: Executor, rows: NewService[]): Promise<void> {
  await db.insert(services).values(rows).onConflictDoNothing();
}

export async function insertService(db: Executor, row: NewService): Promise<ServiceRow> {
  const [inserted] = await db.insert(services).values(row).returning();
  return inserted!;
}

export async function updateService(db: Executor, id: string, changes: Partial<NewService>): Promise<ServiceRow> {
  const [updated] = await db.update(services).set({ ...changes, updatedAt: new Date() }).where(eq(services.id, id)).returning();
  return updated!;
}

export async function markDeleted(db: Executor, id: string): Promise<void> {
  await db.update(services).set({ deletedAt: new Date(), isActive: false }).where(eq(services.id, id));
}

/** Records the interest once; answers whether this call recorded it. */
export async function insertInterest(db: Executor, serviceId: string, fanId: string): Promise<boolean> {
  const rows = await db.insert(serviceInterests).values({ serviceId, fanId }).onConflictDoNothing().returning({ serviceId: serviceInterests.serviceId });
  return rows.length > 0;
}

/** A creator's chat fees a fan must buy to talk: active, not Free, priced above zero. */
const paidChatFeeOf = (creatorId: Placeholder | Column) =>
  and(eq(services.creatorId, creatorId), eq(services.type, 'CHAT-FEE'), eq(services.isActive, true), notDeleted, ne(services.chatFeeType, 'Free'), gt(services.priceCents, 0));

/** True when the creator in `creatorId`, a column of the caller's query, asks a paid chat fee: a subquery the caller's read carries. */
export const asksPaidChatFee = (creatorId: Column) => sql<boolean>`exists (select 1 from ${services} where ${paidChatFeeOf(creatorId)})`;

// Read before a chat message of a fan to a creator who asks a paid chat fee.
const paidChatFees = builtOncePer((db) =>
  db
    .select({ id: services.id })
    .from(services)
    .where(paidChatFeeOf(sql.placeholder('creatorId')))
    .orderBy(asc(services.createdAt))
    .prepare('paid_chat_fee_ids'),
);

/** The creator's chat fees a fan must buy to talk: active, not Free, priced above zero. */
export async function paidChatFeeIds(db: Executor, creatorId: string): Promise<string[]> {
  const rows = await paidChatFees(db).execute({ creatorId });
  return rows.map((row) => row.id);
}

const live = (buyerId: string | Placeholder, creatorId: string | Placeholder, at: Date | Placeholder) =>
  and(
    eq(chatFeePurchases.buyerId, buyerId),
    eq(chatFeePurchases.creatorId, creatorId),
    isNull(chatFeePurchases.revokedAt),
    or(isNull(chatFeePurchases.expiresAt), gt(chatFeePurchases.expiresAt, at)),
    or(isNull(chatFeePurchases.availableMessages), gt(chatFeePurchases.availableMessages, 0)),
  );

const livePurchasesAt = builtOncePer((db) =>
  db
    .select()
    .from(chatFeePurchases)
    .where(live(sql.placeholder('buyerId'), sql.placeholder('creatorId'), sql.placeholder('at')))
    .orderBy(asc(chatFeePurchases.boughtAt))
    .prepare('live_chat_fee_purchases'),
);

/** The fan's chat fees with a creator that still give access at `at`. */
export const livePurchases = (db: Executor, buyerId: string, creatorId: string, at: Date) => livePurchasesAt(db).execute({ buyerId, creatorId, at });

/** The live purchases with the services they bought, for 'Ready to use'. */
export const livePurchasesWithServices = (db: Executor, buyerId: string, creatorId: string, at: Date) =>
  db
    .select({ purchase: chatFeePurchases, service: services })
    .from(chatFeePurchases)
    .innerJoin(services, eq(services.id, chatFeePurchases.serviceId))
    .where(live(buyerId, creatorId, at))
    .orderBy(asc(chatFeePurchases.boughtAt));

export async function insertPurchase(db: Executor, row: NewChatFeePurchase): Promise<void> {
  await db.insert(chatFeePurchases).values(row);
}

export async function revokePurchase(db: Executor, transactionId: string): Promise<void> {
  await db.update(chatFeePurchases).set({ revokedAt: new Date() }).where(and(eq(chatFeePurchases.transactionId, transactionId), isNull(chatFeePurchases.revokedAt)));
}

/**
 * Takes one message from the oldest PerMessage purchase that has any left. The row lock makes a
 * concurrent writer wait and then skip a purchase this one emptied.
 */
export async function takeMessage(db: Executor, buyerId: string, creatorId: string, at: Date): Promise<boolean> {
  const candidate = db
    .select({ id: chatFeePurchases.id })
    .from(chatFeePurchases)
    .where(and(live(buyerId, creatorId, at), gt(chatFeePurchases.availableMessages, 0)))
    .orderBy(asc(chatFeePurchases.boughtAt))
    .limit(1)
    .for('update');
  const rows = await db
    .update(chatFeePurchases)
    .set({ availableMessages: sql`${chatFeePurchases.availableMessages} - 1` })
    .where(inArray(chatFeePurchases.id, candidate))
    .returning({ id: chatFeePurchases.id });
  return rows.length > 0;
}
