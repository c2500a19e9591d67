import type { TransactionStatus, TransactionType } from '@velvet/contracts';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { statement, type BoundStatement } from '../platform/db/statement.ts';
import { transactionRecipients, transactions } from './schema.ts';

export type TransactionRow = typeof transactions.$inferSelect;
export type NewTransaction = typeof transactions.$inferInsert;
/** A new transaction as its writer gives it: the database makes its id and time. */
export type TransactionInput = Omit<NewTransaction, 'id' | 'createdAt'>;
/** Who earns what from a transaction (its `createdAt` copy is only the recipients' page key). */
export type RecipientRow = Omit<typeof transactionRecipients.$inferSelect, 'createdAt'>;

/** The row as written: every column the insert is not given (or given undefined) is at its default. */
const asWritten = (row: TransactionInput, id: string, createdAt: Date): TransactionRow => ({
  ...row,
  id,
  createdAt,
  currency: row.currency ?? 'USD',
  taxCents: row.taxCents ?? 0,
  processingFeeCents: row.processingFeeCents ?? 0,
  platformFeeCents: row.platformFeeCents ?? 0,
  agencyFeeCents: row.agencyFeeCents ?? 0,
  totalEurCents: row.totalEurCents ?? null,
  taxBasisPoints: row.taxBasisPoints ?? 0,
  taxName: row.taxName ?? '',
  cardId: row.cardId ?? null,
  providerPaymentId: row.providerPaymentId ?? null,
  ledgerEntryId: row.ledgerEntryId ?? null,
  failureReason: row.failureReason ?? null,
  refundReason: row.refundReason ?? null,
  refundedAt: row.refundedAt ?? null,
  message: row.message ?? null,
  traceable: row.traceable ?? {},
  settledAt: row.settledAt ?? null,
});

/** The columns a new transaction is written with, besides the id and time the database makes unless given. */
const writtenColumnNames = [
  'type', 'status', 'method', 'payer_id', 'idempotency_key', 'currency', 'amount_cents', 'tax_cents', 'processing_fee_cents',
  'platform_fee_cents', 'agency_fee_cents', 'total_cents', 'total_eur_cents', 'tax_basis_points', 'tax_name', 'card_id',
  'provider_payment_id', 'ledger_entry_id', 'failure_reason', 'refund_reason', 'refunded_at', 'message', 'traceable', 'settled_at',
];
const writtenColumns = writtenColumnNames.join(', ');

/** `$first` onwards, one per written column; `traceable` is JSON text. */
const writtenPlaceholders = (first: number) =>
  writtenColumnNames.map((column, index) => `$${first + index}${column === 'traceable' ? '::jsonb' : ''}`).join(', ');

/** The values of the written columns, in their order. */
const writtenValues = (row: TransactionInput) => [
  row.type, row.status, row.method, row.payerId, row.idempotencyKey, row.currency, row.amountCents, row.taxCents,
  row.processingFeeCents, row.platformFeeCents, row.agencyFeeCents, row.totalCents, row.totalEurCents, row.taxBasisPoints,
  row.taxName, row.cardId, row.providerPaymentId, row.ledgerEntryId, row.failureReason, row.refundReason, row.refundedAt,
  row.message, JSON.stringify(row.traceable), row.settledAt,
];

/**
 * Inserts the transaction unless the payer already used the key; answers the row either way. Every
 * purchase runs it, so it is written out with every column and returns only what the database makes
 * (the id and the time): building it with the query builder and `RETURNING *` cost several times more.
 */
const insertTransaction = statement<{ id: string; created_at: string }>(
  'insert_transaction',
  `INSERT INTO transactions (${writtenColumns}) VALUES (${writtenPlaceholders(1)})
    ON CONFLICT (payer_id, idempotency_key) DO NOTHING RETURNING id, created_at`,
);

export async function insertOnce(db: Executor, input: TransactionInput): Promise<{ transaction: TransactionRow; created: boolean }> {
  const row = asWritten(input, '', new Date(0));
  const [created] = await insertTransaction.run(db, writtenValues(row));
  if (created) return { transaction: { ...row, id: created.id, createdAt: new Date(created.created_at) }, created: true };
  const [existing] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.payerId, input.payerId), eq(transactions.idempotencyKey, input.idempotencyKey)));
  if (!existing) throw new Error('transaction vanished between conflict and read');
  return { transaction: existing, created: false };
}

/** A new transaction as it will be written, with the id and time its writer chose (`transactionInsert`). */
export const newRow = (input: TransactionInput): TransactionRow => asWritten(input, randomUUID(), new Date());

const insertNewText = `INSERT INTO transactions (id, created_at, ${writtenColumns}) VALUES ($1, $2, ${writtenPlaceholders(3)})`;

/**
 * The insert of a `newRow`, as a statement to run with another (a wallet purchase's ledger entry). A key the
 * payer already used makes it fail on a unique index, unlike `insertOnce`: the caller finds the first one then.
 */
export const transactionInsert = (row: TransactionRow): BoundStatement => ({ text: insertNewText, values: [row.id, row.createdAt, ...writtenValues(row)] });

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

const insertRecipientsText = `INSERT INTO transaction_recipients (transaction_id, recipient_id, share, amount_cents)
    SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::bigint[])`;
const insertRecipientsAtText = `INSERT INTO transaction_recipients (transaction_id, recipient_id, share, amount_cents, created_at)
    SELECT *, $5::timestamptz FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::bigint[])`;
const insertRecipientRows = statement('insert_transaction_recipients', insertRecipientsText);

const recipientColumns = (rows: RecipientRow[]) => [rows.map((row) => row.transactionId), rows.map((row) => row.recipientId), rows.map((row) => row.share), rows.map((row) => row.amountCents)];

/** One text for any number of recipients (each row takes its transaction's created_at from a trigger). */
export async function insertRecipients(db: Executor, rows: RecipientRow[]): Promise<void> {
  if (!rows.length) return;
  await insertRecipientRows.run(db, recipientColumns(rows));
}

/**
 * The same insert as a statement to run with another (a wallet purchase's ledger entry), for the recipients of
 * a transaction written by the same statement: the trigger cannot read its time there, so it comes with them.
 */
export const recipientsInsert = (rows: RecipientRow[], createdAt: Date): BoundStatement => ({ text: insertRecipientsAtText, values: [...recipientColumns(rows), createdAt] });

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
