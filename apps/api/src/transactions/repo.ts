import type { TransactionStatus, TransactionType } from '@velvet/contracts';
import { and, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { transactionRecipients, transactions } from './schema.ts';

export type TransactionRow = typeof transactions.$inferSelect;
export type NewTransaction = typeof transactions.$inferInsert;
export type RecipientRow = typeof transactionRecipients.$inferSelect;

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

/** The user's transactions, as payer or recipient, newest first, one keyset page. */
export async function listPage(db: Executor, { userId, limit, before, type, from, to }: PageOptions): Promise<TransactionRow[]> {
  const involved = or(
    eq(transactions.payerId, userId),
    inArray(
      transactions.id,
      db.select({ id: transactionRecipients.transactionId }).from(transactionRecipients).where(eq(transactionRecipients.recipientId, userId)),
    ),
  );
  const filters: (SQL | undefined)[] = [involved];
  if (type) filters.push(eq(transactions.type, type));
  if (from) filters.push(sql`${transactions.createdAt} >= ${from}::date`);
  if (to) filters.push(sql`${transactions.createdAt} < ${to}::date + 1`);
  if (before) filters.push(sql`(${transactions.createdAt}, ${transactions.id}) < (${before.at}::timestamptz, ${before.id}::uuid)`);
  return db
    .select()
    .from(transactions)
    .where(and(...filters))
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(limit);
}

type StalePendingOptions = { olderThan: Date; limit: number };

export const stalePending = (db: Executor, { olderThan, limit }: StalePendingOptions) =>
  db
    .select()
    .from(transactions)
    .where(and(eq(transactions.status, 'Pending'), lt(transactions.createdAt, olderThan)))
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
