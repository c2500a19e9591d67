import type { BillingAddress, CardAction, CardFrameLink, SavedCard } from '@velvet/contracts';
import { CARD_AUTHORISATION_CENTS, cardMessages, fraudMessages } from '@velvet/contracts';
import type { Logger } from 'pino';
import type { FraudService } from '../fraud/service.ts';
import type { NotificationsService } from '../notifications/service.ts';
import type { Database, Executor } from '../platform/db/client.ts';
import { inTransaction, type UnitOfWork } from '../platform/db/transaction.ts';
import { AppError, notFound } from '../platform/errors.ts';
import type { Checkout, PaymentsProvider, ProviderEvent } from '../platform/providers/payments-port.ts';
import type { TransactionsService } from '../transactions/service.ts';
import { cardFacts, mapCard } from './mappers.ts';
import * as repo from './repo.ts';

type CardsServiceOptions = {
  db: Database;
  logger: Logger;
  provider: PaymentsProvider;
  notifications: NotificationsService;
  transactions: TransactionsService;
  publicWebUrl: string;
  fraud: FraudService;
};

const cardNotFound = () => new AppError('NOT_FOUND', 'Card not found', { fields: { tokenised_card_id: 'Card not found' } });

export function createCardsService({ db, logger, provider, notifications, transactions, publicWebUrl, fraud }: CardsServiceOptions) {
  const run = <T>(work: (unit: UnitOfWork) => Promise<T>) => inTransaction(db, work, (error) => logger.error({ err: error }, 'after-commit task failed'));

  async function list(userId: string): Promise<SavedCard[]> {
    const rows = await repo.listLive(db, userId);
    return rows.map((row) => mapCard(row, rows.length === 1));
  }

  /**
   * Step 2 of Add a new card: a checkout at the provider whose hosted page the browser frames. Recorded
   * first, so every checkout the provider holds has our row (its merchant reference).
   */
  async function frameLink(userId: string, billingAddress: BillingAddress): Promise<CardFrameLink> {
    const perDay = fraud.limits.newCardsPerDay;
    if (perDay > 0 && (await repo.countAddedSince(db, userId, fraud.dayAgo())) >= perDay && !(await fraud.isLifted(db, userId, 'new_cards'))) {
      throw new AppError('UNPROCESSABLE', fraudMessages.newCards);
    }
    const { id: reference } = await repo.insertCheckout(db, { userId, billingAddress });
    let checkout: Checkout;
    try {
      checkout = await provider.createCheckout({
        purpose: 'register_card',
        amount: CARD_AUTHORISATION_CENTS,
        currency: 'USD',
        merchantReference: reference,
        customerId: userId,
        billingAddress,
        returnUrl: `${publicWebUrl}/settings/addCard`,
      });
    } catch (error) {
      logger.warn({ err: error }, 'card checkout could not be created');
      await repo.completeCheckout(db, { id: reference, status: 'failed', failureReason: cardMessages.frameFailed });
      throw new AppError('PROVIDER_UNAVAILABLE', cardMessages.frameFailed);
    }
    await repo.setProviderCheckout(db, reference, checkout.id);
    return { checkout_id: checkout.id, link: checkout.hosted_url!, expires_at: checkout.expires_at ?? new Date(Date.now() + 30 * 60_000).toISOString() };
  }

  /**
   * The 1 USD card check is one entry in the history: authorised on the card page and released there at
   * once, so it is recorded as it ends (Refunded, with when), not as two $1.00 debits.
   */
  async function recordAuthorisation(tx: Executor, userId: string, checkoutId: string, cardId: string) {
    await transactions.insertOnce(tx, {
      type: 'PaymentCardSavedSuccessfullyAndRefunded',
      status: 'Refunded',
      method: 'card',
      payerId: userId,
      amountCents: CARD_AUTHORISATION_CENTS,
      totalCents: CARD_AUTHORISATION_CENTS,
      cardId,
      refundedAt: new Date(),
      idempotencyKey: `card-authorisation:${checkoutId}`,
    });
  }

  /**
   * Completes a card checkout once, from whichever comes first: the user's confirmation or the
   * provider's webhook. The card row lock makes the second a no-op.
   */
  async function complete(unit: UnitOfWork, checkout: Checkout): Promise<{ card?: repo.SavedCardRow; failure?: string }> {
    const pending = await repo.lockCheckout(unit.tx, { checkoutId: checkout.id, reference: checkout.merchant_reference });
    if (!pending) return { failure: 'Unknown checkout' };
    if (pending.status !== 'pending') {
      const card = pending.cardId ? await repo.findLive(unit.tx, pending.userId, pending.cardId) : undefined;
      return card ? { card } : { failure: pending.failureReason ?? cardMessages.frameFailed };
    }
    const notifyStatus = (status: 'success' | 'failed', failureReason?: string) =>
      notifications.notify(unit, {
        userId: pending.userId,
        type: 'AddCardStatus',
        message: status === 'success' ? cardMessages.added : (failureReason ?? cardMessages.frameFailed),
        data: { status, success: status === 'success', ...(failureReason && { failure_reason: failureReason }) },
      });

    const registration = checkout.registration;
    if (checkout.status !== 'succeeded' || !registration) {
      const reason = checkout.failure_reason ?? (checkout.status === 'expired' ? 'Checkout expired' : cardMessages.frameFailed);
      await repo.completeCheckout(unit.tx, { id: pending.id, checkoutId: checkout.id, status: 'failed', failureReason: reason });
      await notifyStatus('failed', reason);
      return { failure: reason };
    }
    const cards = await repo.lockCards(unit.tx, pending.userId);
    if (cards.some((card) => card.fingerprint === registration.fingerprint)) {
      await repo.completeCheckout(unit.tx, { id: pending.id, checkoutId: checkout.id, status: 'failed', failureReason: cardMessages.alreadyAdded });
      await notifyStatus('failed', cardMessages.alreadyAdded);
      return { failure: cardMessages.alreadyAdded };
    }
    if (await fingerprintOverused(unit.tx, pending.userId, registration.fingerprint)) {
      await repo.completeCheckout(unit.tx, { id: pending.id, checkoutId: checkout.id, status: 'failed', failureReason: fraudMessages.cardFingerprint });
      await notifyStatus('failed', fraudMessages.cardFingerprint);
      return { failure: fraudMessages.cardFingerprint };
    }
    const card = await repo.insertCard(unit.tx, {
      userId: pending.userId,
      registrationId: registration.id,
      fingerprint: registration.fingerprint,
      brand: registration.payment_brand,
      last4: registration.last_4_digits,
      expiryMonth: registration.expiry_month,
      expiryYear: registration.expiry_year,
      holder: registration.holder,
      isDefault: cards.length === 0,
      billingAddress: pending.billingAddress,
    });
    await repo.completeCheckout(unit.tx, { id: pending.id, checkoutId: checkout.id, status: 'succeeded', cardId: card.id });
    await recordAuthorisation(unit.tx, pending.userId, checkout.id, card.id);
    await notifyStatus('success');
    return { card };
  }

  /** A card fingerprint already saved by too many other accounts is refused, unless an admin lifted that for the account. */
  async function fingerprintOverused(tx: Executor, userId: string, fingerprint: string): Promise<boolean> {
    const max = fraud.limits.cardAccountsMax;
    if (max <= 0 || (await repo.countOtherHolders(tx, userId, fingerprint)) < max) return false;
    return !(await fraud.isLifted(tx, userId, 'card_fingerprint'));
  }

  /** The return page's call: asks the provider how the checkout ended and saves the card. */
  async function confirm(userId: string, checkoutId: string): Promise<SavedCard> {
    const pending = await repo.findCheckout(db, checkoutId);
    if (!pending || pending.userId !== userId) throw notFound('Checkout not found');
    const checkout = await provider.getCheckout(checkoutId).catch(() => {
      throw new AppError('PROVIDER_UNAVAILABLE', cardMessages.frameFailed);
    });
    if (checkout.status === 'pending') throw new AppError('CONFLICT', 'The card has not been confirmed at the provider yet');
    const { card, failure } = await run((unit) => complete(unit, checkout));
    if (!card) throw new AppError('CONFLICT', failure ?? cardMessages.frameFailed);
    return mapCard(card, (await repo.listLive(db, userId)).length === 1);
  }

  async function applyCheckoutEvent(unit: UnitOfWork, event: ProviderEvent): Promise<void> {
    const checkout = event.data as unknown as Checkout;
    if (checkout.purpose !== 'register_card' || checkout.status === 'pending') return;
    await complete(unit, checkout);
  }

  /** Make default or delete, one at a time per user: concurrent calls queue on the cards' lock. */
  async function act(userId: string, { card_id: cardId, action }: CardAction): Promise<void> {
    await run(async ({ tx }) => {
      const cards = await repo.lockCards(tx, userId);
      const card = cards.find((candidate) => candidate.id === cardId);
      if (!card) throw cardNotFound();
      if (action === 'make_default') return repo.makeDefault(tx, userId, cardId);
      if (card.isDefault || cards.length === 1) throw new AppError('VALIDATION_FAILED', cardMessages.defaultCannotBeDeleted);
      await repo.softDelete(tx, userId, cardId);
    });
  }

  /** The provider's token for charging one of the user's own cards; another user's card does not exist. */
  async function registrationFor(userId: string, cardId: string): Promise<string> {
    const card = cardId ? await repo.findLive(db, userId, cardId) : undefined;
    if (!card) throw cardNotFound();
    return card.registrationId;
  }

  async function facts(cardIds: string[]) {
    const rows = await repo.findByIds(db, cardIds);
    return new Map(rows.map((row) => [row.id, cardFacts(row)]));
  }

  return { list, frameLink, confirm, applyCheckoutEvent, act, registrationFor, facts };
}
export type CardsService = ReturnType<typeof createCardsService>;
