import type { TransactionStatus, TransactionType } from '@velvet/contracts';
import { and, desc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { transactionRecipients, transactions } from './schema.ts';

export type TransactionRow = typeof transactions.$inferSelect;
export type NewTransaction = typeof transactions.$inferInsert;
/** Who earns what from a transaction (its `createdAt` copy is only the recipients' page key). */
export type RecipientRow = Omit<typeof transactionRecipients.$inferSelect, 'createdAt'>;

/** Inserts the transaction unless the payer already used the key; answers the row either way. */
export async function insertOnce(db: Executor, row: NewTransaction): Promise<{ transaction: TransactionRow; created: boolean }> {
  const [created] = await db.insert(transactions).values(row).onConflictDoNothing({ target: [transactions.payerId, transactions.idempotencyKey] }).returning();
  if (created) return { transaction: created, created: true };
  const [existing] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.payerId, row.payerId), eq(transactions.idempotencyKey, row.idempotencyKey)));
  if (!existing) throw new Error('transaction vanished between conflict and read');
  return { transaction: existing, created: false };
}

export async function findById(db: Executor, id: string): Promise<TransactionRow | undefined> {
  const [row] = await db.select().from(transactions).where(eq(transactions.id, id));
  return row;
}

type TransitionOptions = { id: string; from: TransactionStatus; to: TransactionStatus; set?: Partial<NewTransaction> };

/** Moves a transaction from one status to another exactly once: a second attempt finds nothing. */
export async function transition(db: Executor, { id, from, to, set = {} }: TransitionOptions): Promise<TransactionRow | undefined> {
  const [row] = await db
    .update(transactions)
    .set({ ...set, status: to })
    .where(and(eq(transactions.id, id), eq(transactions.status, from)))
    .returning();
  return row;
}

type ProviderFacts = Pick<NewTransaction, 'providerPaymentId' | 'totalEurCents'>;

/** Records what the provider said about a charge still pending; a settled one is left alone. */
export async function attachProviderPayment(db: Executor, id: string, facts: ProviderFacts): Promise<TransactionRow | undefined> {
  const [row] = await db
    .update(transactions)
    .set(facts)
    .where(and(eq(transactions.id, id), eq(transactions.status, 'Pending')))
    .returning();
  return row;
}

export async function insertRecipients(db: Executor, rows: RecipientRow[]): Promise<void> {
  if (rows.length) await db.insert(transactionRecipients).values(rows);
}

export const recipientsOf = (db: Executor, transactionIds: string[]) =>
  transactionIds.length ? db.select().from(transactionRecipients).where(inArray(transactionRecipients.transactionId, transactionIds)) : Promise.resolve([]);

type PageOptions = { userId: string; limit: number; before?: { at: string; id: string }; type?: TransactionType; from?: string; to?: string };

/**
 * The user's transactions, as payer or recipient, newest first, one keyset page. Each side reads only
 * its next `limit` rows in order from its own index (the payer's on transactions, the recipient's on
 * transaction_recipients, keyed by the same created_at), and the page is merged from those: a deep page
 * costs what the first one does, however many transactions the user has.
 */
export async function listPage(db: Executor, { userId, limit, before, type, from, to }: PageOptions): Promise<TransactionRow[]> {
  const window = (at: SQL, id: SQL) => {
    const filters: SQL[] = [];
    if (from) filters.push(sql`${at} >= ${from}::date`);
    if (to) filters.push(sql`${at} < ${to}::date + 1`);
    if (before) filters.push(sql`(${at}, ${id}) < (${before.at}::timestamptz, ${before.id}::uuid)`);
    return filters.length ? sql` and ${sql.join(filters, sql` and `)}` : sql``;
  };
  const ofType = type ? sql` and t.type = ${type}` : sql``;
  const page = sql`${transactions.id} in (
        (select t.id from transactions t where t.payer_id = ${userId}${ofType}${window(sql`t.created_at`, sql`t.id`)}
          order by t.created_at desc nulls last, t.id desc nulls last limit ${limit})
        union
        (select r.transaction_id from transaction_recipients r join transactions t on t.id = r.transaction_id
          where r.recipient_id = ${userId}${ofType}${window(sql`r.created_at`, sql`r.transaction_id`)}
          order by r.created_at desc nulls last, r.transaction_id desc nulls last limit ${limit}))`;
  return db
    .select()
    .from(transactions)
    .where(page)
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(limit);
}

type SearchOptions = { idPrefix?: string; type?: TransactionType; before?: { at: string; id: string }; limit: number };

const UUID_LENGTH = 36;

/** The platform's transactions newest first, one keyset page; by a whole id, or the first characters of one (staff's picker). */
export function search(db: Executor, { idPrefix, type, before, limit }: SearchOptions): Promise<TransactionRow[]> {
  const conditions: SQL[] = [];
  if (idPrefix) conditions.push(idPrefix.length === UUID_LENGTH ? eq(transactions.id, idPrefix) : sql`${transactions.id}::text like ${`${idPrefix}%`}`);
  if (type) conditions.push(eq(transactions.type, type));
  if (before) conditions.push(sql`(${transactions.createdAt}, ${transactions.id}) < (${before.at}::timestamptz, ${before.id}::uuid)`);
  return db
    .select()
    .from(transactions)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(limit);
}

type StalePendingOptions = { olderThan: Date; limit: number; types: TransactionType[] };

export const stalePending = (db: Executor, { olderThan, limit, types }: StalePendingOptions) =>
  db
    .select()
    .from(transactions)
    .where(and(eq(transactions.status, 'Pending'), lt(transactions.createdAt, olderThan), inArray(transactions.type, types)))
    .orderBy(transactions.createdAt)
    .limit(limit);

export async function findByProviderPayment(db: Executor, providerPaymentId: string): Promise<TransactionRow | undefined> {
  const [row] = await db.select().from(transactions).where(eq(transactions.providerPaymentId, providerPaymentId));
  return row;
}

export async function findByKey(db: Executor, payerId: string, idempotencyKey: string): Promise<TransactionRow | undefined> {
  const [row] = await db.select().from(transactions).where(and(eq(transactions.payerId, payerId), eq(transactions.idempotencyKey, idempotencyKey)));
  return row;
}

/**
 * What each payer spent on a recipient: the price (before tax and fees) of their completed purchases
 * that pay the recipient as creator or collaborator. Refunded purchases do not count.
 */
export async function spendByPayersOn(db: Executor, recipientId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ payerId: transactions.payerId, cents: sql<string>`sum(${transactions.amountCents})` })
    .from(transactions)
    .where(
      and(
        eq(transactions.status, 'Completed'),
        sql`exists (select 1 from ${transactionRecipients} where ${transactionRecipients.transactionId} = ${transactions.id} and ${transactionRecipients.recipientId} = ${recipientId} and ${transactionRecipients.share} in ('creator', 'collaborator'))`,
      ),
    )
    .groupBy(transactions.payerId);
  return new Map(rows.map((row) => [row.payerId, Number(row.cents)]));
}

/** How many transactions of a type the payer started since a moment, and their amount; failed ones do not count. */
export async function payerActivitySince(db: Executor, { payerId, type, since }: { payerId: string; type: TransactionType; since: Date }) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, cents: sql<number>`coalesce(sum(${transactions.amountCents}), 0)::bigint` })
    .from(transactions)
    .where(and(eq(transactions.payerId, payerId), eq(transactions.type, type), gte(transactions.createdAt, since), ne(transactions.status, 'Failed')));
  return { count: Number(row?.count ?? 0), cents: Number(row?.cents ?? 0) };
}
