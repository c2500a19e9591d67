import type { ActiveSubscription, CancellationReason, MySubscription, Transaction, TransactionType } from '@velvet/contracts';
import { addMonths, paymentMessages, planMessages, subscriptionMessages } from '@velvet/contracts';
import type { Logger } from 'pino';
import type { CardsService } from '../cards/service.ts';
import type { CheckoutService, Payment } from '../checkout/service.ts';
import type { NotificationsService } from '../notifications/service.ts';
import type { Database, Executor } from '../platform/db/client.ts';
import { inTransaction, type UnitOfWork } from '../platform/db/transaction.ts';
import { AppError, notFound } from '../platform/errors.ts';
import type { TransactionRow } from '../transactions/repo.ts';
import type { TransactionsService } from '../transactions/service.ts';
import { subscriptionTypes, targetOf, type Offer, type OfferKind, type OfferSource, type SubscriptionTraceable } from './offers.ts';
import { mapActiveSubscription, mapMySubscription } from './mappers.ts';
import { afterCancel, afterPaidRenewal } from './renewal-state.ts';
import { createRenewals } from './renewals.ts';
import * as repo from './repo.ts';
import { fanSubscriptionsOf } from './subscriber-queries.ts';
import { StaleRenewalError } from './stale-renewal.ts';

type SubscriptionsServiceOptions = {
  db: Database;
  logger: Logger;
  checkout: CheckoutService;
  cards: CardsService;
  transactions: TransactionsService;
  notifications: NotificationsService;
};

export type SubscribeOptions = {
  userId: string;
  idempotencyKey: string;
  offer: Offer;
  payment: Payment;
  /** The client's own tracing fields (traceable_data, shared_entity_id), kept on the transaction. */
  tracing?: Record<string, unknown>;
};

export type CancelOptions = { userId: string; target: repo.Target; packageId?: string; reason?: CancellationReason; note?: string };

/** A follow of a free channel entitles until the fan unfollows: its end lies beyond any date the product shows. */
export const FOLLOW_ENDS = new Date('9999-12-31T00:00:00.000Z');

const isPlanType = (type: TransactionType) => type.startsWith('Prime') || type.startsWith('ProCreator');

/**
 * The subscription engine: one purchase path and one renewal engine for channels, collab groups and
 * platform plans. Domains describe what is sold as an `Offer`; money goes through the one checkout.
 */
export function createSubscriptionsService({ db, logger, checkout, cards, transactions, notifications }: SubscriptionsServiceOptions) {
  const sources = new Map<OfferKind, OfferSource>();
  const startedListeners: Array<(unit: UnitOfWork, subscription: repo.SubscriptionRow) => Promise<void>> = [];
  const run = <T>(work: (unit: UnitOfWork) => Promise<T>) => inTransaction(db, work, (error) => logger.error({ err: error }, 'after-commit task failed'));

  /** A domain tells the engine how its subscriptions renew. */
  function registerSource(kind: OfferKind, source: OfferSource): void {
    sources.set(kind, source);
  }

  async function fulfilFirstPurchase(unit: UnitOfWork, transaction: TransactionRow, traceable: SubscriptionTraceable) {
    const now = new Date();
    const expiresOn = addMonths(now, traceable.months);
    const target = targetOf(traceable);
    // A lapsed subscription still in its retries gives way to a fresh purchase.
    await repo.expireLapsed(unit.tx, transaction.payerId, target);
    const created = await repo.insertIfNoneLive(unit.tx, {
      fanId: transaction.payerId,
      ...target,
      packageId: traceable.package_id,
      priceCents: transaction.amountCents,
      paymentMode: transaction.method,
      cardId: transaction.cardId,
      startedAt: now,
      expiresOn,
      nextRenewalAttemptAt: expiresOn,
    });
    if (created) return void (await Promise.all(startedListeners.map((listener) => listener(unit, created))));
    // Two purchases raced: a wallet one is rolled back; money that already arrived by card or iDEAL buys more time.
    if (transaction.method === 'wallet') throw new AppError('CONFLICT', subscriptionMessages.alreadySubscribed);
    const live = await repo.findLive(unit.tx, transaction.payerId, target, { lock: true });
    if (!live) throw new Error(`no live subscription after a conflict for transaction ${transaction.id}`);
    const extended = addMonths(live.expiresOn > now ? live.expiresOn : now, traceable.months);
    await repo.applyChange(unit.tx, live.id, {
      status: live.status === 'cancelled' ? 'cancelled' : 'active',
      expiresOn: extended,
      failedRenewals: 0,
      nextRenewalAttemptAt: extended,
    });
  }

  /** Extends the subscription by one period, exactly once per cycle, whichever worker or webhook gets here. */
  async function fulfilRenewal(unit: UnitOfWork, transaction: TransactionRow, traceable: SubscriptionTraceable) {
    const row = await repo.lockById(unit.tx, traceable.subscription_id!);
    const isDue = row && row.status !== 'expired' && row.renewalCycle === traceable.cycle! - 1;
    if (!row || !isDue || (transaction.method === 'wallet' && row.status === 'cancelled')) {
      if (transaction.method === 'wallet') throw new StaleRenewalError();
      logger.error({ transactionId: transaction.id, subscriptionId: traceable.subscription_id }, 'renewal paid for a period no longer due: refund it by hand');
      return;
    }
    await repo.applyChange(unit.tx, row.id, { ...afterPaidRenewal(row, traceable.months), priceCents: transaction.amountCents });
  }

  /** A refunded subscription payment ends the subscription at once: no more access, no more renewals. */
  async function revoke(unit: UnitOfWork, transaction: TransactionRow) {
    const traceable = transaction.traceable as SubscriptionTraceable;
    const row = traceable.subscription_id
      ? await repo.lockById(unit.tx, traceable.subscription_id)
      : await repo.findLive(unit.tx, transaction.payerId, targetOf(traceable), { lock: true });
    if (row && row.status !== 'expired') await repo.applyChange(unit.tx, row.id, { status: 'expired', expiresOn: new Date(), nextRenewalAttemptAt: null });
  }

  async function fulfil(unit: UnitOfWork, transaction: TransactionRow) {
    const traceable = transaction.traceable as SubscriptionTraceable;
    if (traceable.subscription_id) return fulfilRenewal(unit, transaction, traceable);
    return fulfilFirstPurchase(unit, transaction, traceable);
  }

  for (const types of Object.values(subscriptionTypes)) {
    const isPlan = isPlanType(types.first);
    const nameOf = (transaction: TransactionRow) => (transaction.traceable as SubscriptionTraceable).name;
    checkout.registerKind(types.first, {
      notificationType: isPlan ? 'Prime-Purchase' : 'Channel-Subscription',
      describe: (transaction, names) => ({
        payer: isPlan ? planMessages.purchased(nameOf(transaction)) : `You subscribed to ${nameOf(transaction)}`,
        recipient: isPlan ? '' : `${names.payer} subscribed to ${nameOf(transaction)}`,
      }),
      fulfil,
      revoke,
    });
    checkout.registerKind(types.renewal, {
      notificationType: isPlan ? 'Prime-Purchase' : 'Channel-Subscription',
      describe: (transaction, names) => ({
        payer: `Your subscription to ${nameOf(transaction)} was renewed`,
        recipient: isPlan ? '' : `${names.payer} renewed their subscription to ${nameOf(transaction)}`,
      }),
      fulfil,
      revoke,
    });
  }

  /**
   * Buys the first period of an offer through the checkout; the subscription is created when the money
   * settles (at once from the wallet, later for a card or iDEAL). A retry with the same key answers the first result.
   */
  async function subscribe({ userId, idempotencyKey, offer, payment, tracing = {} }: SubscribeOptions): Promise<{ transaction: Transaction; subscription: repo.SubscriptionRow | null }> {
    const live = await repo.findLive(db, userId, offer.target);
    // Read after the subscription: a retry whose first attempt committed in between is found, and replayed.
    const retried = await transactions.findByKey(db, userId, idempotencyKey);
    if (offer.isFree) throw new AppError('VALIDATION_FAILED', subscriptionMessages.planIsFree, { fields: { package_id: subscriptionMessages.planIsFree } });
    if (!retried) {
      if (live && live.status !== 'past_due') {
        throw new AppError('CONFLICT', offer.kind === 'plan' ? planMessages.alreadySubscribed : subscriptionMessages.alreadySubscribed);
      }
      if (payment.mode === 'wallet' && !(await cards.list(userId)).length) {
        throw new AppError('VALIDATION_FAILED', paymentMessages.addCardToProceed, { fields: { payment_mode: paymentMessages.addCardToProceed } });
      }
    }
    const traceable: SubscriptionTraceable = { entity: offer.kind, ref: offer.targetId, name: offer.name, months: offer.months, package_id: offer.packageId };
    const transaction = await checkout.purchase({
      payerId: userId,
      idempotencyKey,
      type: offer.types.first,
      priceCents: offer.priceCents({ at: new Date() }),
      payee: offer.payee,
      payment,
      traceable: { ...tracing, ...traceable },
    });
    const subscription = transaction.status === 'Completed' ? ((await repo.findLive(db, userId, offer.target)) ?? null) : null;
    return { transaction, subscription };
  }

  /**
   * Follows a free channel: a subscription at no charge, with no transaction and no renewal, that
   * entitles until the fan unfollows. Following again while following answers the same follow.
   */
  async function follow({ userId, offer }: { userId: string; offer: Offer }): Promise<repo.SubscriptionRow> {
    if (!offer.isFree) throw new AppError('VALIDATION_FAILED', subscriptionMessages.planNotFree, { fields: { package_id: subscriptionMessages.planNotFree } });
    return run(async (unit) => {
      await repo.expireLapsed(unit.tx, userId, offer.target);
      const created = await repo.insertIfNoneLive(unit.tx, {
        fanId: userId,
        ...offer.target,
        packageId: offer.packageId,
        priceCents: 0,
        paymentMode: 'free',
        startedAt: new Date(),
        expiresOn: FOLLOW_ENDS,
        nextRenewalAttemptAt: null,
      });
      if (created) {
        await Promise.all(startedListeners.map((listener) => listener(unit, created)));
        return created;
      }
      const live = await repo.findLive(unit.tx, userId, offer.target);
      if (live?.paymentMode === 'free' && live.status === 'active') return live;
      throw new AppError('CONFLICT', subscriptionMessages.alreadySubscribed);
    });
  }

  /** Unsubscribe: no further charge; access runs on until `expires_on`. Unfollowing a free channel ends the follow at once. */
  async function cancel({ userId, target, packageId, reason, note }: CancelOptions): Promise<repo.SubscriptionRow> {
    return run(async (unit) => {
      const live = await repo.findLive(unit.tx, userId, target, { lock: true });
      if (!live || (packageId && live.packageId !== packageId)) throw notFound(subscriptionMessages.notSubscribed);
      const reasons = { cancellationReason: reason ?? null, cancellationNote: reason === 'OTHER' ? (note ?? null) : null };
      if (live.paymentMode === 'free') {
        const now = new Date();
        return repo.applyChange(unit.tx, live.id, { status: 'expired', cancelledAt: now, expiresOn: now, nextRenewalAttemptAt: null, ...reasons });
      }
      const change = afterCancel(live, new Date());
      if (!change) throw new AppError('CONFLICT', subscriptionMessages.alreadyCancelled);
      return repo.applyChange(unit.tx, live.id, { ...change, ...reasons });
    });
  }

  /** 'My subscription': the fan's channel and collab subscriptions, newest first. */
  async function mine(userId: string, at = new Date()): Promise<MySubscription[]> {
    const rows = await repo.listOfFan(db, userId);
    return rows.filter((row) => !row.subscription.planId).map(({ subscription, ...names }) => mapMySubscription(subscription, names, at));
  }

  /** The viewer's live subscription to a channel or group, as the offer panel reads it. */
  async function activeFor(userId: string, target: repo.Target): Promise<ActiveSubscription | null> {
    const row = await repo.findLiveWithPeriod(db, userId, target);
    return row ? mapActiveSubscription(row.subscription, row.validityType) : null;
  }

  const renewals = createRenewals({ db, logger, checkout, cards, notifications, sources });

  return {
    registerSource,
    /** Runs in the settling transaction of every new subscription (not renewals): the chat's auto-message. */
    onStarted: (listener: (unit: UnitOfWork, subscription: repo.SubscriptionRow) => Promise<void>) => void startedListeners.push(listener),
    subscribe,
    follow,
    cancel,
    renewDue: renewals.renewDue,
    findLive: (userId: string, target: repo.Target, executor: Executor = db) => repo.findLive(executor, userId, target),
    mine,
    activeFor,
    /** One of the fan's channel or collab subscriptions in the 'My subscription' shape. */
    present: async (userId: string, row: repo.SubscriptionRow | null) => (row ? ((await mine(userId)).find((item) => item._id === row.id) ?? null) : null),
    countLive: (target: repo.Target) => repo.countLive(db, target),
    /** Who subscribes or subscribed to a creator's channels and collab groups (custom lists). */
    fanSubscriptionsOf: (creatorId: string) => fanSubscriptionsOf(db, creatorId),
    livePlansOf: (userIds: string[]) => repo.livePlansOf(db, userIds),
  };
}
export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
