import type { Transaction } from '@velvet/contracts';
import { paymentMessages, subscriptionMessages } from '@velvet/contracts';
import type { Logger } from 'pino';
import type { CardsService } from '../cards/service.ts';
import type { CheckoutService, PurchaseRequest } from '../checkout/service.ts';
import type { NotificationsService } from '../notifications/service.ts';
import type { Database } from '../platform/db/client.ts';
import { inTransaction, type UnitOfWork } from '../platform/db/transaction.ts';
import { AppError } from '../platform/errors.ts';
import { kindOfRow, type Offer, type OfferKind, type OfferSource, type SubscriptionTraceable } from './offers.ts';
import { afterFailedRenewal, expired, stepFor, type RenewalChange, type RenewalStep } from './renewal-state.ts';
import * as repo from './repo.ts';
import { StaleRenewalError } from './stale-renewal.ts';

/** A claimed subscription is left to its worker this long; a charge still pending then is looked at again. */
const LEASE_MS = 10 * 60_000;
const BATCH = 100;

type RenewalsOptions = {
  db: Database;
  logger: Logger;
  checkout: CheckoutService;
  cards: CardsService;
  notifications: NotificationsService;
  sources: Map<OfferKind, OfferSource>;
};

export type RenewalOutcome = 'renewed' | 'pending' | 'failed' | 'expired' | 'skipped';
type ChargeStep = Extract<RenewalStep, { action: 'charge' }>;

const isInsufficientBalance = (error: unknown) => error instanceof AppError && error.message === paymentMessages.insufficientBalance;

/**
 * The renewal engine. Each due subscription is charged once per period: the charge's idempotency key
 * is (subscription, cycle, attempt), so workers that race, crash or retry all land on one transaction,
 * and its fulfilment extends the subscription once. Wallet first, then the default card.
 */
export function createRenewals({ db, logger, checkout, cards, notifications, sources }: RenewalsOptions) {
  const run = <T>(work: (unit: UnitOfWork) => Promise<T>) => inTransaction(db, work, (error) => logger.error({ err: error }, 'after-commit task failed'));

  /** Moves a subscription on only if it is still where the caller saw it, announcing the move in the same transaction. */
  async function moveIfUnchanged(id: string, step: RenewalStep, change: (row: repo.SubscriptionRow) => RenewalChange, announce?: (unit: UnitOfWork, moved: repo.SubscriptionRow) => Promise<unknown>) {
    return run(async (unit) => {
      const row = await repo.lockById(unit.tx, id);
      if (!row) return false;
      const unchanged =
        step.action === 'charge' ? row.renewalCycle === step.cycle - 1 && row.failedRenewals === step.attempt && row.status !== 'cancelled' && row.status !== 'expired' : row.status !== 'expired';
      if (!unchanged) return false;
      const moved = await repo.applyChange(unit.tx, id, change(row));
      await announce?.(unit, moved);
      return true;
    });
  }

  /** The fan hears of a renewal that could not be paid (a refused card is already announced by the checkout) and of the end. */
  function announceFailure(offer: Offer, charged: boolean) {
    return (unit: UnitOfWork, moved: repo.SubscriptionRow) => {
      if (moved.status !== 'expired' && charged) return Promise.resolve();
      const message = moved.status === 'expired' ? subscriptionMessages.endedUnpaid(offer.name) : subscriptionMessages.renewalUnpaid(offer.name);
      return notifications.notify(unit, {
        userId: moved.fanId,
        type: offer.kind === 'plan' ? 'Prime-Purchase' : 'Channel-Subscription',
        message,
        data: { status: 'failed', success: false, failure_reason: message },
      });
    };
  }

  async function pay(request: Omit<PurchaseRequest, 'payment'>, fanId: string): Promise<Transaction | undefined> {
    try {
      return await checkout.purchase({ ...request, payment: { mode: 'wallet' } });
    } catch (error) {
      if (!isInsufficientBalance(error)) throw error;
    }
    const card = (await cards.list(fanId)).find((candidate) => candidate.is_default);
    if (!card) return undefined;
    try {
      return await checkout.purchase({ ...request, payment: { mode: 'card', cardId: card._id } });
    } catch (error) {
      if (error instanceof AppError && error.status < 500) return undefined;
      throw error;
    }
  }

  async function charge(row: repo.SubscriptionRow, step: ChargeStep, now: Date): Promise<RenewalOutcome> {
    const offer = await sources.get(kindOfRow(row))?.forRenewal(row);
    if (!offer) return (await moveIfUnchanged(row.id, step, expired)) ? 'expired' : 'skipped';
    const traceable: SubscriptionTraceable = {
      entity: offer.kind,
      ref: offer.targetId,
      name: offer.name,
      months: offer.months,
      package_id: offer.packageId,
      subscription_id: row.id,
      cycle: step.cycle,
    };
    const request = {
      payerId: row.fanId,
      idempotencyKey: `renewal:${row.id}:${step.cycle}:${step.attempt}`,
      type: offer.types.renewal,
      priceCents: offer.priceCents({ at: now, renewal: { cycle: step.cycle } }),
      payee: offer.payee,
      traceable,
    };
    let transaction: Transaction | undefined;
    try {
      transaction = await pay(request, row.fanId);
    } catch (error) {
      // Cancelled or renewed by another worker between the claim and the charge: the charge rolled back.
      if (error instanceof StaleRenewalError) return 'skipped';
      throw error;
    }
    if (transaction?.status === 'Completed') return 'renewed';
    if (transaction?.status === 'Pending') return 'pending';
    return (await moveIfUnchanged(row.id, step, afterFailedRenewal, announceFailure(offer, Boolean(transaction)))) ? 'failed' : 'skipped';
  }

  async function renewOne(row: repo.SubscriptionRow, now: Date): Promise<RenewalOutcome> {
    const step = stepFor(row, now);
    if (step.action === 'none') {
      await repo.applyChange(db, row.id, { nextRenewalAttemptAt: row.expiresOn });
      return 'skipped';
    }
    if (step.action === 'expire') return (await moveIfUnchanged(row.id, step, expired)) ? 'expired' : 'skipped';
    return charge(row, step, now);
  }

  /** Works every subscription whose attempt time has come by `now` (a stand-in clock in tests). */
  async function renewDue(now = new Date()): Promise<Record<RenewalOutcome, number>> {
    const counts: Record<RenewalOutcome, number> = { renewed: 0, pending: 0, failed: 0, expired: 0, skipped: 0 };
    for (;;) {
      const claimed = await db.transaction((tx) => repo.claimDue(tx, { now, leaseUntil: new Date(now.getTime() + LEASE_MS), limit: BATCH }));
      for (const row of claimed) {
        try {
          counts[await renewOne(row, now)] += 1;
        } catch (error) {
          // Left leased: the next run after the lease tries the same key again, so nothing is charged twice.
          logger.error({ err: error, subscriptionId: row.id }, 'subscription renewal failed unexpectedly');
        }
      }
      if (claimed.length < BATCH) return counts;
    }
  }

  return { renewDue };
}
