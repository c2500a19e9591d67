import type { OrderStatus } from '@velvet/contracts';
import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { notHidden } from '../moderation/visibility.ts';
import type { Executor } from '../platform/db/client.ts';
import { shopOrderComments, shopOrders, shopProducts } from './schema.ts';

export type ProductRow = typeof shopProducts.$inferSelect;
export type NewProduct = typeof shopProducts.$inferInsert;
export type OrderRow = typeof shopOrders.$inferSelect;
export type NewOrder = typeof shopOrders.$inferInsert;
export type CommentRow = typeof shopOrderComments.$inferSelect;
export type Page = { page: number; limit: number };

// Deleted products, and those moderators took down, are gone from every read.
const live = and(isNull(shopProducts.deletedAt), notHidden('product', sql`${shopProducts.id}`), notHidden('profile', sql`${shopProducts.creatorId}`))!;

export async function findProduct(db: Executor, id: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(shopProducts).where(and(eq(shopProducts.id, id), live)).limit(1);
  return row;
}

export async function insertProduct(db: Executor, row: NewProduct): Promise<ProductRow> {
  const [inserted] = await db.insert(shopProducts).values(row).returning();
  return inserted!;
}

export async function updateProduct(db: Executor, id: string, changes: Partial<NewProduct>): Promise<ProductRow> {
  const [updated] = await db.update(shopProducts).set({ ...changes, updatedAt: new Date() }).where(eq(shopProducts.id, id)).returning();
  return updated!;
}

export async function softDelete(db: Executor, id: string): Promise<void> {
  await db.update(shopProducts).set({ deletedAt: new Date(), isPublic: false }).where(eq(shopProducts.id, id));
}

/**
 * Removes a product nobody has bought or is paying for (nothing sold or held, no order); answers false
 * otherwise. One statement, so a purchase taking stock at the same moment either comes first (and the
 * product stays) or finds it gone.
 */
export async function deleteIfUnsold(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .delete(shopProducts)
    .where(and(eq(shopProducts.id, id), eq(shopProducts.sold, 0), sql`not exists (select 1 from ${shopOrders} where ${shopOrders.productId} = ${id})`))
    .returning({ id: shopProducts.id });
  return rows.length > 0;
}

async function pageOf(db: Executor, where: SQL | undefined, order: SQL[], { page, limit }: Page) {
  const [items, [total]] = await Promise.all([
    db.select().from(shopProducts).where(where).orderBy(...order).limit(limit).offset((page - 1) * limit),
    db.select({ total: count() }).from(shopProducts).where(where),
  ]);
  return { items, total: total?.total ?? 0 };
}

/** A creator's products, newest first; private ones only when `withPrivate` (the owner asks). */
export const productsOf = (db: Executor, creatorId: string, withPrivate: boolean, page: Page) =>
  pageOf(db, and(eq(shopProducts.creatorId, creatorId), live, withPrivate ? undefined : eq(shopProducts.isPublic, true)), [desc(shopProducts.createdAt), asc(shopProducts.id)], page);

/** Public products of every creator, best sellers first, optionally of one category. */
/** Public live products across shops, best sellers first; `creatorIds` keeps only those creators' shops. */
export const trending = (db: Executor, { category, tag, creatorIds }: { category: string | null; tag: string | null; creatorIds: string[] | null }, page: Page) =>
  pageOf(
    db,
    and(
      live,
      eq(shopProducts.isPublic, true),
      category ? eq(shopProducts.category, category) : undefined,
      tag ? sql`lower(${shopProducts.customCategory}) = ${tag}` : undefined,
      creatorIds ? (creatorIds.length ? inArray(shopProducts.creatorId, creatorIds) : sql`false`) : undefined,
    ),
    [desc(shopProducts.sold), desc(shopProducts.createdAt), asc(shopProducts.id)],
    page,
  );

/** Live products per category and lowercased custom category: one creator's (`withPrivate` for the owner), or every creator's public ones. */
export const categoriesOf = (db: Executor, { creatorId, withPrivate }: { creatorId: string | null; withPrivate: boolean }) => {
  const tag = sql<string | null>`lower(${shopProducts.customCategory})`;
  return db
    .select({ category: shopProducts.category, tag, count: count() })
    .from(shopProducts)
    .where(and(creatorId ? eq(shopProducts.creatorId, creatorId) : undefined, live, withPrivate ? undefined : eq(shopProducts.isPublic, true)))
    .groupBy(shopProducts.category, tag)
    .orderBy(shopProducts.category);
};

/**
 * Takes `qty` from the stock if that many are left, in the caller's transaction: a concurrent buyer
 * waits for this row and then sees the lowered stock. Answers the stock left, or null when too few.
 */
export async function takeStock(db: Executor, productId: string, qty: number): Promise<number | null> {
  const [row] = await db
    .update(shopProducts)
    .set({ quantity: sql`${shopProducts.quantity} - ${qty}`, sold: sql`${shopProducts.sold} + ${qty}` })
    .where(and(eq(shopProducts.id, productId), live, sql`${shopProducts.quantity} >= ${qty}`))
    .returning({ quantity: shopProducts.quantity });
  return row ? row.quantity : null;
}

export async function stockOf(db: Executor, productId: string): Promise<number> {
  const [row] = await db.select({ quantity: shopProducts.quantity }).from(shopProducts).where(and(eq(shopProducts.id, productId), live));
  return row?.quantity ?? 0;
}

/** Puts `qty` back (a failed payment or a refund), deleted product or not. */
export async function giveStock(db: Executor, productId: string, qty: number): Promise<void> {
  await db
    .update(shopProducts)
    .set({ quantity: sql`${shopProducts.quantity} + ${qty}`, sold: sql`greatest(${shopProducts.sold} - ${qty}, 0)` })
    .where(eq(shopProducts.id, productId));
}

/** Written once per transaction: a repeated settlement finds it there. */
export async function insertOrder(db: Executor, row: NewOrder): Promise<void> {
  await db.insert(shopOrders).values(row).onConflictDoNothing({ target: shopOrders.transactionId });
}

/** The order each transaction paid for, by transaction id (a transaction's `shopItemInfo`). */
export const orderIdsByTransactions = (db: Executor, transactionIds: string[]): Promise<{ id: string; transactionId: string }[]> =>
  transactionIds.length
    ? db.select({ id: shopOrders.id, transactionId: shopOrders.transactionId }).from(shopOrders).where(inArray(shopOrders.transactionId, transactionIds))
    : Promise.resolve([]);

/** An order by its id or by the id of the transaction that paid it (the tracking page has the latter). */
export async function findOrder(db: Executor, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(shopOrders).where(or(eq(shopOrders.id, id), eq(shopOrders.transactionId, id))).limit(1);
  return row;
}

export async function ordersWhere(db: Executor, party: 'buyerId' | 'sellerId', userId: string, { page, limit }: Page) {
  const where = eq(shopOrders[party], userId);
  const [items, [total]] = await Promise.all([
    db.select().from(shopOrders).where(where).orderBy(desc(shopOrders.createdAt), asc(shopOrders.id)).limit(limit).offset((page - 1) * limit),
    db.select({ total: count() }).from(shopOrders).where(where),
  ]);
  return { items, total: total?.total ?? 0 };
}

/** Moves an order from one status to the next; null when it was not in `from` (a race or a wrong step). */
export async function moveStatus(db: Executor, id: string, from: OrderStatus, to: OrderStatus): Promise<OrderRow | null> {
  const [row] = await db.update(shopOrders).set({ status: to, updatedAt: new Date() }).where(and(eq(shopOrders.id, id), eq(shopOrders.status, from))).returning();
  return row ?? null;
}

export async function cancelByTransaction(db: Executor, transactionId: string): Promise<OrderRow | undefined> {
  const [row] = await db.update(shopOrders).set({ status: 'Cancelled', updatedAt: new Date() }).where(eq(shopOrders.transactionId, transactionId)).returning();
  return row;
}

export async function insertComment(db: Executor, orderId: string, authorId: string, comment: string): Promise<void> {
  await db.insert(shopOrderComments).values({ orderId, authorId, comment });
}

export const commentsOf = (db: Executor, orderIds: string[]): Promise<CommentRow[]> =>
  orderIds.length
    ? db.select().from(shopOrderComments).where(inArray(shopOrderComments.orderId, orderIds)).orderBy(asc(shopOrderComments.createdAt), asc(shopOrderComments.id))
    : Promise.resolve([]);

export const productsByIds = (db: Executor, ids: string[]): Promise<ProductRow[]> =>
  ids.length ? db.select().from(shopProducts).where(inArray(shopProducts.id, ids)) : Promise.resolve([]);
