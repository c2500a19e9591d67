import type { PaymentMethod, Transaction, TransactionType } from '@velvet/contracts';
import { formatUsd, paymentMessages, refundMessages, skrillMessages, skrillTransactionTypes, toDollars } from '@velvet/contracts';
import type { Logger } from 'pino';
import type { AccountsService } from '../accounts/service.ts';
import { agencyShareOf, type AgencyShareFor } from '../agency/shares.ts';
import type { CardsService } from '../cards/service.ts';
import { takenPostings, type EarningsService } from '../earnings/service.ts';
import { LedgerError, transfer } from '../ledger/index.ts';
import type { NotificationsService, NotifyInput } from '../notifications/service.ts';
import type { PaymentsService } from '../payments/service.ts';
import type { Database, Executor } from '../platform/db/client.ts';
import { violatedUniqueIndex } from '../platform/db/errors.ts';
import { inTransaction, type UnitOfWork } from '../platform/db/transaction.ts';
import { AppError, notFound } from '../platform/errors.ts';
import type { FxQuote, IdealPayment, PaymentsProvider, ProviderEvent, WalletPayment } from '../platform/providers/payments-port.ts';
import { ProviderError } from '../platform/providers/payments-port.ts';
import type { RecipientRow, TransactionInput, TransactionRow } from '../transactions/repo.ts';
import type { TransactionsService } from '../transactions/service.ts';
import type { PurchaseKind, PurchaseKinds } from './kinds.ts';
import { depositPostings, purchasePostings, refundPostings } from './postings.ts';
import { priceCharges, splitIncome, type Payee } from './pricing.ts';
import { taxInfoFor } from './tax-rates.ts';

type CheckoutServiceOptions = {
  db: Database;
  logger: Logger;
  provider: PaymentsProvider;
  accounts: AccountsService;
  cards: CardsService;
  earnings: EarningsService;
  notifications: NotificationsService;
  payments: PaymentsService;
  transactions: TransactionsService;
  publicWebUrl: string;
  /** The creator's agency and its percentage for this type of purchase, read in the purchase's transaction. */
  agencyShareFor: AgencyShareFor;
};

export type Payment = { mode: PaymentMethod; cardId?: string };

/** A staff refund may take back earnings already released (the creator then owes what their balance lacks); a domain's own refund may not. */
export type RefundOptions = { afterRelease?: boolean };

export type PurchaseRequest = {
  payerId: string;
  idempotencyKey: string;
  type: TransactionType;
  priceCents: number;
  /** Null when the platform itself sells (platform plans): it keeps the whole price. */
  payee: Payee | null;
  payment: Payment;
  message?: string;
  traceable?: Record<string, unknown>;
  /** The payer's and payees' accounts when the caller has just read them (`accounts.purchaseParties`): only the others are read. */
  parties?: Parties;
};

type Parties = Awaited<ReturnType<AccountsService['purchaseParties']>>;

/** Money into one's own wallet comes from outside it: a saved card or iDEAL. */
export type DepositRequest = { payerId: string; idempotencyKey: string; amountCents: number; payment: Payment & { mode: Exclude<PaymentMethod, 'wallet'> } };

/** Told of every purchase that settles, whatever its kind; throwing rolls the settlement back. */
export type SettledListener = (unit: UnitOfWork, transaction: TransactionRow) => Promise<void>;

type ProviderOutcome = { status: string; id?: string; failure_reason?: string };

/** A definite no from the provider (unknown card, refused request), as opposed to no answer at all. */
const isRefusal = (error: unknown): error is ProviderError =>
  error instanceof ProviderError && error.status >= 400 && error.status < 500 && error.status !== 409 && error.status !== 429;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const depositKind: PurchaseKind = {
  notificationType: 'Wallet-Recharge',
  describe: (transaction) => ({ payer: `Deposit of ${formatUsd(toDollars(transaction.amountCents))} received`, recipient: '' }),
};

/**
 * The one checkout every purchase goes through: price, tax, fee, split, payment by wallet, saved card
 * or iDEAL, the ledger entry, fulfilment and notifications. A purchase is idempotent on its key.
 */
export function createCheckoutService(options: CheckoutServiceOptions) {
  const { db, logger, provider, accounts, cards, earnings, notifications, payments, transactions, publicWebUrl, agencyShareFor } = options;
  const kinds: PurchaseKinds = new Map([['WalletRecharge', depositKind]]);
  const settledListeners: SettledListener[] = [];
  const logTaskError = (error: unknown) => logger.error({ err: error }, 'after-commit task failed');
  const run = <T>(work: (unit: UnitOfWork) => Promise<T>) => inTransaction(db, work, logTaskError);

  function registerKind(type: TransactionType, kind: PurchaseKind): void {
    kinds.set(type, kind);
  }

  /** A domain hears of every purchase that settles, whatever its kind, in the settling transaction (after its fulfilment). */
  function onSettled(listener: SettledListener): void {
    settledListeners.push(listener);
  }

  function kindOf(type: TransactionType): PurchaseKind {
    const kind = kinds.get(type);
    if (!kind) throw new Error(`no purchase kind registered for ${type}`);
    return kind;
  }

  async function present(payerId: string, row: TransactionRow, extra: Partial<Transaction> = {}): Promise<Transaction> {
    const [transaction] = await transactions.present(payerId, [row]);
    return { ...transaction!, ...extra };
  }

  type Outcome = { status: 'success'; recipientIds: string[] } | { status: 'failed' };

  /** The notifications of a purchase's outcome: the payer's, and on success each recipient's. */
  async function outcomeNotifications(executor: Executor, row: TransactionRow, outcome: Outcome, payerName?: string): Promise<NotifyInput[]> {
    const { status } = outcome;
    const kind = kindOf(row.type);
    const type = typeof kind.notificationType === 'function' ? kind.notificationType(row) : kind.notificationType;
    const payer = payerName ?? (await accounts.publicUsers([row.payerId], executor)).get(row.payerId)?.username;
    const text = kind.describe(row, { payer: payer ?? 'A fan' });
    const data = { status, success: status === 'success', transaction_id: row.id, ...(row.failureReason && { failure_reason: row.failureReason }) };
    const toPayer = { userId: row.payerId, type, message: status === 'success' ? text.payer : row.failureReason ?? paymentMessages.paymentFailed, data };
    const toRecipients = outcome.status === 'success' && text.recipient ? [...new Set(outcome.recipientIds)].map((userId) => ({ userId, type, message: text.recipient, data })) : [];
    return [toPayer, ...toRecipients];
  }

  async function notifyOutcome(unit: UnitOfWork, row: TransactionRow, outcome: Outcome, payerName?: string) {
    await notifications.notifyAll(unit, await outcomeNotifications(unit.tx, row, outcome, payerName));
  }

  /**
   * `unwritten`: the transaction and its recipients are not in the database yet (a wallet purchase). They are
   * written with the ledger entry, and the kind's reserve follows it, before the fulfilment.
   */
  type Settlement = { row: TransactionRow; recipients: RecipientRow[]; payerName?: string; unwritten?: boolean };

  /** What follows a transaction's move to Completed, in the same SQL transaction: money, earnings, delivery, notifications. */
  async function completeSettlement(unit: UnitOfWork, { row, recipients, payerName, unwritten = false }: Settlement): Promise<void> {
    const postings =
      row.type === 'WalletRecharge'
        ? depositPostings(row.payerId, row.amountCents)
        : purchasePostings({ ...row, method: row.method, shares: recipients.map(({ recipientId, share, amountCents }) => ({ recipientId, share, amountCents })) });
    const earned = recipients.map((recipient) => ({
      transactionId: row.id,
      creatorId: recipient.recipientId,
      share: recipient.share === 'agency' ? ('agency' as const) : ('creator' as const),
      amountCents: recipient.amountCents,
      earnedAt: row.createdAt,
    }));
    const success: Outcome = { status: 'success', recipientIds: recipients.map((recipient) => recipient.recipientId) };
    // An `unwritten` transaction has its notifications written with the ledger entry too, at its own time.
    // They are stored before the fulfilment then, which changes nothing: all commit together or not at all.
    const told = unwritten ? notifications.notifyAllAlongside(await outcomeNotifications(unit.tx, row, success, payerName), row.createdAt) : undefined;
    // The transaction, its recipients and earnings ride on the ledger's statement: one round trip for them all.
    const written = unwritten ? [transactions.transactionInsert(row), transactions.recipientsInsert(recipients, row.createdAt)] : [];
    const alongside = [...written, earnings.pendingInsert(earned), told?.insert].filter((write) => write !== undefined);
    await transfer(unit.tx, { idempotencyKey: `settle:${row.id}`, kind: row.type, postings, alongside });
    const kind = kindOf(row.type);
    if (unwritten) await kind.reserve?.(unit, row);
    await kind.fulfil?.(unit, row);
    for (const listener of settledListeners) await listener(unit, row);
    if (told) told.written(unit);
    else await notifyOutcome(unit, row, success, payerName);
  }

  /**
   * Settles a pending transaction exactly once: status, ledger entry, earnings, fulfilment and
   * notifications commit together. Answers null when it was already settled or failed.
   */
  async function settle(unit: UnitOfWork, transactionId: string, providerPaymentId?: string): Promise<TransactionRow | null> {
    const row = await transactions.transition(unit.tx, {
      id: transactionId,
      from: 'Pending',
      to: 'Completed',
      set: { settledAt: new Date(), ...(providerPaymentId && { providerPaymentId }) },
    });
    if (!row) return null;
    await completeSettlement(unit, { row, recipients: await transactions.recipientsOf(unit.tx, row.id) });
    return row;
  }

  async function fail(unit: UnitOfWork, transactionId: string, reason: string): Promise<TransactionRow | null> {
    const row = await transactions.transition(unit.tx, { id: transactionId, from: 'Pending', to: 'Failed', set: { failureReason: reason } });
    if (!row) return null;
    await kindOf(row.type).release?.(unit, row);
    await notifyOutcome(unit, row, { status: 'failed' });
    return row;
  }

  /** The purchase's parties, reading in its transaction only those the caller did not already hold. */
  async function partiesOf(unit: UnitOfWork, ids: string[], known: Parties = new Map()): Promise<Parties> {
    const missing = ids.filter((id) => !known.has(id));
    if (!missing.length) return known;
    return new Map([...known, ...(await accounts.purchaseParties(missing, unit.tx))]);
  }

  /** The creator's agency terms come with the parties the caller read; otherwise they are read in the purchase's transaction. */
  async function agencyShareOfCreator(unit: UnitOfWork, { creatorId, type, known }: { creatorId: string; type: TransactionType; known?: Parties }) {
    const creator = known?.get(creatorId);
    return creator ? agencyShareOf(creator.agencyTerms, type) : agencyShareFor(unit.tx, creatorId, type);
  }

  type RecordOptions = { request: PurchaseRequest | DepositRequest; type: TransactionType; payee: Payee | null; isDeposit: boolean };

  /** The transaction a purchase or deposit makes, priced (tax, fees, split), and its recipients' shares. */
  async function priced(unit: UnitOfWork, { request, type, payee: given, isDeposit }: RecordOptions) {
    const known = 'parties' in request ? request.parties : undefined;
    const payee = given && !given.agency ? { ...given, agency: await agencyShareOfCreator(unit, { creatorId: given.creatorId, type, known }) } : given;
    const priceCents = 'priceCents' in request ? request.priceCents : request.amountCents;
    const payeeIds = payee ? [payee.creatorId, ...(payee.collaborators ?? []).map((collaborator) => collaborator.userId), ...(payee.agency ? [payee.agency.agencyId] : [])] : [];
    const parties = await partiesOf(unit, [request.payerId, ...payeeIds], known);
    const charges = priceCharges({ priceCents, tax: taxInfoFor(parties.get(request.payerId)?.country ?? null), isDeposit });
    const split = payee
      ? splitIncome(charges.amountCents, payee)
      : { platformFeeCents: isDeposit ? 0 : charges.amountCents, agencyFeeCents: 0, shares: [] };
    const purchase = 'priceCents' in request ? request : undefined;
    const paidNow = !isDeposit && request.payment.mode === 'wallet';
    const input: TransactionInput = {
      type,
      status: paidNow ? 'Completed' : 'Pending',
      ...(paidNow && { settledAt: new Date() }),
      method: request.payment.mode,
      payerId: request.payerId,
      idempotencyKey: request.idempotencyKey,
      ...charges,
      platformFeeCents: split.platformFeeCents,
      agencyFeeCents: split.agencyFeeCents,
      cardId: request.payment.cardId,
      message: purchase?.message,
      traceable: purchase?.traceable ?? {},
    };
    return { input, shares: split.shares, parties };
  }

  /** Writes the transaction and its split, or finds the one this key already made; it starts Pending. */
  async function record(unit: UnitOfWork, options: RecordOptions) {
    const { input, shares } = await priced(unit, options);
    const { transaction, created } = await transactions.insertOnce(unit.tx, input);
    if (created) {
      await transactions.addRecipients(unit.tx, shares.map((share) => ({ transactionId: transaction.id, ...share })));
      await kindOf(options.type).reserve?.(unit, transaction);
    }
    return { transaction, created };
  }

  async function chargeCard(row: TransactionRow, cardId: string): Promise<TransactionRow> {
    const registrationId = await cards.registrationFor(row.payerId, cardId);
    let outcome: ProviderOutcome;
    try {
      outcome = await provider.payWithCard({ registrationId, amount: row.totalCents, currency: row.currency, merchantReference: row.id, idempotencyKey: `txn:${row.id}` });
    } catch (error) {
      if (isRefusal(error)) {
        return (await run((unit) => fail(unit, row.id, error.message))) ?? row;
      }
      // The charge may or may not have happened: the webhook or the reconciler settles it.
      logger.warn({ err: error, transactionId: row.id }, 'card charge unanswered; left pending');
      return row;
    }
    const settled = await run(async (unit) =>
      outcome.status === 'succeeded' || outcome.status === 'captured'
        ? settle(unit, row.id, outcome.id)
        : outcome.status === 'failed'
          ? fail(unit, row.id, outcome.failure_reason ?? paymentMessages.paymentFailed)
          : transactions.attachProviderPayment(unit.tx, row.id, { providerPaymentId: outcome.id }),
    );
    return settled ?? (await transactions.findById(db, row.id)) ?? row;
  }

  const idealDetailsMissing = () => new AppError('VALIDATION_FAILED', 'Add your iDEAL details first', { fields: { payment_mode: 'Add your iDEAL details first' } });

  async function startIdeal(row: TransactionRow): Promise<string> {
    const details = await payments.idealDetailsOf(row.payerId);
    if (!details) throw idealDetailsMissing();
    let quote: FxQuote;
    let payment: IdealPayment;
    try {
      quote = await provider.quoteUsdToEur(row.totalCents);
      payment = await provider.createIdealPayment({
        amount: quote.converted_amount,
        merchantReference: row.id,
        returnUrl: `${publicWebUrl}/payments/ideal-return?transaction_id=${row.id}`,
        customer: details,
        idempotencyKey: `txn:${row.id}`,
      });
    } catch (error) {
      // The payer never gets a bank page, so nothing can be paid: the transaction fails now, not at reconciliation.
      logger.warn({ err: error, transactionId: row.id }, 'iDEAL payment could not be started');
      await run((unit) => fail(unit, row.id, paymentMessages.gatewayUnavailable));
      throw new AppError('PROVIDER_UNAVAILABLE', paymentMessages.gatewayUnavailable);
    }
    await transactions.attachProviderPayment(db, row.id, { providerPaymentId: payment.id, totalEurCents: quote.converted_amount });
    // A payment without a bank page cannot be paid: it expires at the provider and the reconciler fails it.
    if (!payment.redirect_url) throw new AppError('PROVIDER_UNAVAILABLE', paymentMessages.gatewayUnavailable);
    return payment.redirect_url;
  }

  async function startWallet(row: TransactionRow): Promise<string> {
    const contact = await accounts.mailContact(row.payerId);
    let payment: WalletPayment;
    try {
      payment = await provider.createWalletPayment({
        amount: row.totalCents,
        currency: row.currency,
        merchantReference: row.id,
        returnUrl: `${publicWebUrl}/payments/provider-return?transaction_id=${row.id}`,
        customerEmail: contact!.email,
        idempotencyKey: `txn:${row.id}`,
      });
    } catch (error) {
      // No wallet page, nothing can be paid: the transaction fails now, not at reconciliation.
      logger.warn({ err: error, transactionId: row.id }, 'wallet payment could not be started');
      await run((unit) => fail(unit, row.id, skrillMessages.unavailable));
      throw new AppError('PROVIDER_UNAVAILABLE', skrillMessages.unavailable);
    }
    await transactions.attachProviderPayment(db, row.id, { providerPaymentId: payment.id });
    if (!payment.redirect_url) throw new AppError('PROVIDER_UNAVAILABLE', skrillMessages.unavailable);
    return payment.redirect_url;
  }

  /** A retried iDEAL or wallet purchase still waiting for the payer answers the same hosted page again. */
  async function pendingBankPage(row: TransactionRow): Promise<string | undefined> {
    if (row.status !== 'Pending' || !row.providerPaymentId) return undefined;
    if (row.method !== 'iDEAL' && row.method !== 'skrill') return undefined;
    const payment = await (row.method === 'iDEAL' ? provider.getIdealPayment(row.providerPaymentId) : provider.getWalletPayment(row.providerPaymentId)).catch(() => undefined);
    return payment?.status === 'pending' ? payment.redirect_url : undefined;
  }

  /** The refusals a payment method can give before anything is written: a refused purchase or deposit leaves no row. */
  async function assertPayable(payerId: string, payment: Payment, type: TransactionType): Promise<void> {
    if (payment.mode === 'skrill') {
      if (!payments.skrillEnabled()) throw new AppError('VALIDATION_FAILED', skrillMessages.unavailable);
      if (!(skrillTransactionTypes as readonly TransactionType[]).includes(type)) throw new AppError('VALIDATION_FAILED', skrillMessages.notOffered);
      return;
    }
    if (payment.mode === 'card') await cards.registrationFor(payerId, payment.cardId ?? '');
    if (payment.mode !== 'iDEAL') return;
    if (!payments.idealEnabled()) throw new AppError('VALIDATION_FAILED', paymentMessages.gatewayUnavailable);
    if (!(await payments.idealDetailsOf(payerId))) throw idealDetailsMissing();
  }

  async function pay(row: TransactionRow, created: boolean, payment: Payment): Promise<{ row: TransactionRow; redirectUrl?: string }> {
    if (!created) return { row, redirectUrl: await pendingBankPage(row) };
    if (row.status !== 'Pending') return { row };
    if (payment.mode === 'card') return { row: await chargeCard(row, payment.cardId!) };
    if (payment.mode === 'iDEAL') return { row, redirectUrl: await startIdeal(row) };
    if (payment.mode === 'skrill') return { row, redirectUrl: await startWallet(row) };
    throw new Error(`unsupported payment mode ${payment.mode}`);
  }

  const insufficientBalance = () => new AppError('VALIDATION_FAILED', paymentMessages.insufficientBalance, { fields: { payment_mode: paymentMessages.insufficientBalance } });

  /**
   * Paid from the wallet at once: the transaction and its settlement commit together, or not at all. A key the
   * payer already used fails the transaction's insert; the purchase it made is answered again.
   */
  async function purchaseFromWallet(request: PurchaseRequest): Promise<Transaction> {
    try {
      const { row, recipients, parties } = await run(async (unit) => {
        const { input, shares, parties } = await priced(unit, { request, type: request.type, payee: request.payee, isDeposit: false });
        const row = transactions.newRow(input);
        const recipients = shares.map((share) => ({ transactionId: row.id, ...share }));
        await completeSettlement(unit, { row, recipients, payerName: parties.get(request.payerId)?.username, unwritten: true });
        return { row, recipients, parties };
      });
      return transactions.presentKnown(request.payerId, row, { recipients, users: parties, card: null });
    } catch (error) {
      // The ledger's part of the statement runs before the insert: a retry after the first purchase spent the
      // wallet is refused by the ledger, not by the key's index. Either way the first purchase is the answer.
      const refused = error instanceof LedgerError || violatedUniqueIndex(error) !== undefined;
      const first = refused ? await transactions.findByKey(db, request.payerId, request.idempotencyKey) : undefined;
      if (first) return present(request.payerId, first);
      if (error instanceof LedgerError && error.code === 'INSUFFICIENT_FUNDS') throw insufficientBalance();
      throw error;
    }
  }

  /** A purchase of anything: paid from the wallet at once, or by card or iDEAL through the provider. */
  async function purchase(request: PurchaseRequest): Promise<Transaction> {
    kindOf(request.type);
    if (request.payment.mode === 'wallet') return purchaseFromWallet(request);
    await assertPayable(request.payerId, request.payment, request.type);
    const { transaction, created } = await run((unit) => record(unit, { request, type: request.type, payee: request.payee, isDeposit: false }));
    const { row, redirectUrl } = await pay(transaction, created, request.payment);
    return present(request.payerId, row, redirectUrl ? { redirect_url: redirectUrl } : {});
  }

  /** A deposit into the payer's own wallet, by saved card or iDEAL; it carries no tax. */
  async function deposit(request: DepositRequest) {
    await assertPayable(request.payerId, request.payment, 'WalletRecharge');
    const { transaction, created } = await run((unit) => record(unit, { request, type: 'WalletRecharge', payee: null, isDeposit: true }));
    const { row, redirectUrl } = await pay(transaction, created, request.payment);
    return { transaction_id: row.id, status: row.status as 'Pending' | 'Completed' | 'Failed', redirect_url: redirectUrl ?? null, failure_reason: row.failureReason };
  }

  /** A provider event about a charge (card, iDEAL or the hosted wallet), applied inside the webhook's transaction. */
  async function applyPaymentEvent(unit: UnitOfWork, event: ProviderEvent): Promise<void> {
    const data = event.data as { id?: string; merchant_reference?: string; failure_reason?: string };
    if (!data.merchant_reference || !UUID.test(data.merchant_reference)) return;
    const row = await transactions.findById(unit.tx, data.merchant_reference);
    if (!row) return;
    if (event.type.endsWith('.succeeded') || event.type === 'payment.captured') {
      const settled = await settle(unit, row.id, data.id);
      // Money arrived for a transaction we had given up on: hand it back rather than keep it silently.
      if (!settled && row.status === 'Failed' && data.id && row.method === 'card') {
        unit.afterCommit(() => provider.refundCardPayment({ paymentId: data.id!, amount: row.totalCents, idempotencyKey: `late-refund:${row.id}` }));
      } else if (!settled && row.status === 'Failed') {
        logger.error({ transactionId: row.id, providerPaymentId: data.id }, 'payment succeeded after the transaction failed: refund it by hand');
      }
    } else if (event.type.endsWith('.failed') || event.type.endsWith('.expired')) {
      await fail(unit, row.id, data.failure_reason ?? (event.type.endsWith('.expired') ? 'Payment expired' : paymentMessages.paymentFailed));
    }
  }

  /** Asks the provider about every charge still pending after `olderThan` and settles or fails it. */
  async function reconcile(olderThan: Date): Promise<number> {
    // Only the checkout's purchases: a withdrawal waiting for review is Pending for days and is the payouts' to settle.
    const stale = await transactions.stalePending({ olderThan, limit: 500, types: [...kinds.keys()] });
    let resolved = 0;
    for (const row of stale) {
      const outcome: ProviderOutcome | null = await lookUp(row).catch((error: unknown) => {
        if (error instanceof ProviderError && error.status === 404) return { status: 'failed', failure_reason: 'Payment was not completed' };
        logger.warn({ err: error, transactionId: row.id }, 'reconciliation lookup failed');
        return null;
      });
      if (!outcome) continue;
      const done = await run(async (unit) => {
        if (outcome.status === 'succeeded' || outcome.status === 'captured') return settle(unit, row.id, outcome.id);
        if (outcome.status === 'failed' || outcome.status === 'expired') return fail(unit, row.id, outcome.failure_reason ?? 'Payment was not completed');
        return null;
      });
      if (done) resolved += 1;
    }
    return resolved;
  }

  async function lookUp(row: TransactionRow): Promise<ProviderOutcome> {
    if (!row.providerPaymentId) return { status: 'failed', failure_reason: 'Payment was not completed' };
    if (row.method === 'iDEAL') return provider.getIdealPayment(row.providerPaymentId);
    if (row.method === 'skrill') return provider.getWalletPayment(row.providerPaymentId);
    return provider.getCardPayment(row.providerPaymentId);
  }

  /**
   * Refunds a completed purchase to the payer's wallet (with `afterRelease`, wherever its earnings are now): the status
   * move, the correcting ledger entry, the earnings, the buying domain's revoke and the notifications
   * commit together, once.
   */
  async function refund(transactionId: string, reason: string, { afterRelease = false }: RefundOptions = {}): Promise<Transaction> {
    const row = await run(async (unit) => {
      const found = await transactions.findById(unit.tx, transactionId);
      if (!found) throw notFound('Transaction not found');
      const kind = kinds.get(found.type);
      if (!kind || found.type === 'WalletRecharge') throw new AppError('CONFLICT', refundMessages.notAPurchase);
      if (kind.fulfil && !kind.revoke) throw new AppError('CONFLICT', refundMessages.notRevocable);
      const refunded = await transactions.transition(unit.tx, { id: found.id, from: 'Completed', to: 'Refunded', set: { refundReason: reason, refundedAt: new Date() } });
      if (!refunded) {
        // Read again: a refund racing this one may have committed since the first read.
        const current = await transactions.findById(unit.tx, found.id);
        throw new AppError('CONFLICT', current?.status === 'Refunded' ? refundMessages.alreadyRefunded : refundMessages.notCompleted);
      }
      // Earnings on hold are taken back; released ones from the owner's balance, and what it lacks becomes a debt paid from later earnings.
      const taken = await earnings.takeBack(unit.tx, { transactionId: found.id, reason: 'refund', afterRelease });
      const recipients = await transactions.recipientsOf(unit.tx, found.id);
      await transfer(unit.tx, { idempotencyKey: `refund:${found.id}`, kind: 'Refund', postings: [...refundPostings({ ...refunded, shares: [] }), ...takenPostings(taken)] });
      await kind.revoke?.(unit, refunded);
      await notifyRefund(unit, refunded, recipients.map((recipient) => recipient.recipientId));
      return refunded;
    });
    return present(row.payerId, row);
  }

  async function notifyRefund(unit: UnitOfWork, row: TransactionRow, recipientIds: string[]) {
    const data = { status: 'success' as const, success: true, transaction_id: row.id };
    const amount = formatUsd(toDollars(row.totalCents));
    await notifications.notifyAll(unit, [
      { userId: row.payerId, type: 'Refund', message: `${amount} was refunded to your wallet.`, data },
      ...[...new Set(recipientIds)].map((userId) => ({ userId, type: 'Refund' as const, message: `A purchase of ${amount} was refunded to the fan; its earnings were taken back.`, data })),
    ]);
  }

  /** A card dispute opened: what the purchase delivered is taken back while it lasts (the kind's revoke). */
  const suspendDelivery = async (unit: UnitOfWork, row: TransactionRow) => kinds.get(row.type)?.revoke?.(unit, row);

  /** A card dispute won: what the purchase delivered is given again (the kind's fulfil, after its revoke). */
  const restoreDelivery = async (unit: UnitOfWork, row: TransactionRow) => {
    const kind = kinds.get(row.type);
    if (kind?.revoke) await kind.fulfil?.(unit, row);
  };

  return { registerKind, onSettled, purchase, deposit, applyPaymentEvent, reconcile, refund, suspendDelivery, restoreDelivery };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
