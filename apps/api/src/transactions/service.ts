import type { AdminTransactionsQuery, DisputeStatus, ListTransactionsQuery, Transaction, TransactionPage } from '@velvet/contracts';
import type { AccountsService } from '../accounts/service.ts';
import type { Database, Executor } from '../platform/db/client.ts';
import { notFound } from '../platform/errors.ts';
import { channelRefOf, mapTransaction, type CardFacts, type ChannelSummary, type MapContext } from './mappers.ts';
import * as repo from './repo.ts';

type CardLookup = (cardIds: string[]) => Promise<Map<string, CardFacts>>;

/** The other domains' names for what a transaction bought, asked through their front doors when one is shown. */
export type TransactionDetails = {
  channels: (ids: string[]) => Promise<Map<string, ChannelSummary>>;
  orderIds: (transactionIds: string[]) => Promise<Map<string, string>>;
};

type TransactionsServiceOptions = {
  db: Database;
  accounts: AccountsService;
  cardFacts: CardLookup;
  details?: () => TransactionDetails | undefined;
  /** The disputes domain's states of the transactions shown (it is built after this one). */
  disputeStates?: (transactionIds: string[]) => Promise<Map<string, DisputeStatus>>;
};

type ListQuery = Omit<ListTransactionsQuery, 'limit'> & { limit: number };

/** The key of the page after a full one. */
function nextKey(rows: repo.TransactionRow[], limit: number): TransactionPage['next'] {
  const last = rows.at(-1);
  return last && rows.length === limit ? { d: last.createdAt.toISOString(), t: last.id } : null;
}

export function createTransactionsService({ db, accounts, cardFacts, details, disputeStates }: TransactionsServiceOptions) {
  /** Rows as their viewer sees them: one viewer for all, or each row's own (its payer, for staff). */
  async function present(viewer: string | ((row: repo.TransactionRow) => string), rows: repo.TransactionRow[]): Promise<Transaction[]> {
    const recipients = await repo.recipientsOf(db, rows.map((row) => row.id));
    const userIds = [...new Set([...rows.map((row) => row.payerId), ...recipients.map((recipient) => recipient.recipientId)])];
    const cardIds = rows.flatMap((row) => (row.cardId ? [row.cardId] : []));
    const channelIds = [...new Set(rows.flatMap((row) => channelRefOf(row) ?? []))];
    const shopIds = rows.filter((row) => row.type === 'ProductSell').map((row) => row.id);
    const lookups = details?.();
    // Only a payment outside the wallet can be disputed with a bank.
    const disputable = rows.filter((row) => row.method !== 'wallet').map((row) => row.id);
    const [users, cards, channels, orderIds, disputes] = await Promise.all([
      accounts.publicUsers(userIds),
      cardFacts(cardIds),
      lookups && channelIds.length ? lookups.channels(channelIds) : undefined,
      lookups && shopIds.length ? lookups.orderIds(shopIds) : undefined,
      disputeStates && disputable.length ? disputeStates(disputable) : undefined,
    ]);
    return rows.map((row) =>
      mapTransaction(row, {
        viewerId: typeof viewer === 'string' ? viewer : viewer(row),
        recipients: recipients.filter((recipient) => recipient.transactionId === row.id),
        users,
        card: row.cardId ? (cards.get(row.cardId) ?? null) : null,
        channels,
        orderIds,
        disputes,
      }),
    );
  }

  /** A transaction whose recipients and parties the caller already holds, shown without reading them again. */
  const presentKnown = (viewerId: string, row: repo.TransactionRow, context: Omit<MapContext, 'viewerId'>): Transaction => mapTransaction(row, { viewerId, ...context });

  async function list(userId: string, query: ListQuery): Promise<TransactionPage> {
    const before = query.d ? { at: query.d, id: query.t ?? 'ffffffff-ffff-ffff-ffff-ffffffffffff' } : undefined;
    const rows = await repo.listPage(db, { userId, limit: query.limit, before, type: query.type, from: query.from, to: query.to });
    return { items: await present(userId, rows), next: nextKey(rows, query.limit) };
  }

  /** Staff's transaction picker: a user's transactions as they see them, or the platform's by id, each as its payer sees it. */
  async function search(query: AdminTransactionsQuery & { limit: number }): Promise<TransactionPage> {
    if (query.user_id) return list(query.user_id, { d: query.d, t: query.t, type: query.type, limit: query.limit });
    const before = query.d ? { at: query.d, id: query.t ?? 'ffffffff-ffff-ffff-ffff-ffffffffffff' } : undefined;
    const rows = await repo.search(db, { idPrefix: query.q || undefined, type: query.type, before, limit: query.limit });
    return { items: await present((row) => row.payerId, rows), next: nextKey(rows, query.limit) };
  }

  /** One transaction, to its payer or a recipient only: anyone else is told it does not exist. */
  async function get(userId: string, id: string): Promise<Transaction> {
    const row = await repo.findById(db, id);
    if (!row) throw notFound('Transaction not found');
    const recipients = await repo.recipientsOf(db, [id]);
    const involved = row.payerId === userId || recipients.some((recipient) => recipient.recipientId === userId);
    if (!involved) throw notFound('Transaction not found');
    const [transaction] = await present(userId, [row]);
    return transaction!;
  }

  return {
    list,
    search,
    get,
    present,
    presentKnown,
    // The checkout and wallet domains record and settle transactions through these, in their own units.
    insertOnce: (tx: Executor, row: repo.TransactionInput) => repo.insertOnce(tx, row),
    findById: (tx: Executor, id: string) => repo.findById(tx, id),
    /** A transaction read outside any transaction (the audit log's state before an admin action). */
    find: (id: string) => repo.findById(db, id),
    findByKey: (tx: Executor, payerId: string, idempotencyKey: string) => repo.findByKey(tx, payerId, idempotencyKey),
    findByProviderPayment: (tx: Executor, providerPaymentId: string) => repo.findByProviderPayment(tx, providerPaymentId),
    transition: (tx: Executor, options: Parameters<typeof repo.transition>[1]) => repo.transition(tx, options),
    attachProviderPayment: (tx: Executor, id: string, facts: Parameters<typeof repo.attachProviderPayment>[2]) => repo.attachProviderPayment(tx, id, facts),
    addRecipients: (tx: Executor, rows: repo.RecipientRow[]) => repo.insertRecipients(tx, rows),
    newRow: (input: repo.TransactionInput) => repo.newRow(input),
    transactionInsert: (row: repo.TransactionRow) => repo.transactionInsert(row),
    recipientsInsert: (rows: repo.RecipientRow[], createdAt: Date) => (rows.length ? repo.recipientsInsert(rows, createdAt) : undefined),
    recipientsOf: (tx: Executor, transactionId: string) => repo.recipientsOf(tx, [transactionId]),
    /** Cents each fan spent on a creator (custom lists' spend filters). */
    spendByPayersOn: (recipientId: string) => repo.spendByPayersOn(db, recipientId),
    /** What the payer started of one type since a moment (fraud velocity limits). */
    payerActivitySince: (options: Parameters<typeof repo.payerActivitySince>[1]) => repo.payerActivitySince(db, options),
    stalePending: (options: Parameters<typeof repo.stalePending>[1]) => repo.stalePending(db, options),
  };
}
export type TransactionsService = ReturnType<typeof createTransactionsService>;
