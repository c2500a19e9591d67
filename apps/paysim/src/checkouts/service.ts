import type { CardDetails } from '../cards/card-form.ts';
import type { RegistrationStore } from '../cards/registrations.ts';
import { notFound } from '../http/errors.ts';
import { nowInSeconds } from '../platform/clock.ts';
import { newId } from '../platform/ids.ts';
import { withQuery } from '../platform/urls.ts';
import { FAILURE_REASONS } from '../payments/acquirer.ts';
import type { PaymentService } from '../payments/service.ts';
import type { EventPublisher } from '../webhooks/events.ts';
import type { Checkout } from './checkout.ts';
import { REGISTRATION_AMOUNT, REGISTRATION_CURRENCY, type CreateCheckoutBody } from './schemas.ts';

type CheckoutRecord = {
  checkout: Checkout;
  returnUrl: string;
  /** The card typed on the page while its 3-D Secure challenge is open. */
  challengedCard?: CardDetails;
};

/** What the card page shows: the checkout, and whether it waits for the 3-D Secure answer. */
export type CheckoutPage = { checkout: Checkout; awaitingChallenge: boolean; returnUrl: string };

/** Where the browser goes after a card is submitted. */
export type CardSubmission = { next: 'challenge' } | { next: 'return'; redirectUrl: string };

type CheckoutServiceOptions = {
  publicUrl: string;
  ttlSeconds: number;
  payments: PaymentService;
  registrations: RegistrationStore;
  events: EventPublisher;
};

/** Hosted card checkouts: save a card (1 USD authorised, then voided) or pay once on the card page. */
export class CheckoutService {
  private readonly records = new Map<string, CheckoutRecord>();
  private readonly options: CheckoutServiceOptions;

  constructor(options: CheckoutServiceOptions) {
    this.options = options;
  }

  create(body: CreateCheckoutBody): Checkout {
    const id = newId('chk');
    const created = nowInSeconds();
    const registering = body.purpose === 'register_card';
    const checkout: Checkout = {
      id,
      purpose: body.purpose,
      status: 'pending',
      amount: registering ? REGISTRATION_AMOUNT : body.amount,
      currency: registering ? REGISTRATION_CURRENCY : body.currency,
      merchant_reference: body.merchant_reference,
      customer_id: body.customer_id,
      billing_address: body.billing_address,
      hosted_url: `${this.options.publicUrl}/hosted/checkouts/${id}`,
      created,
      expires_at: created + this.options.ttlSeconds,
    };
    this.records.set(id, { checkout, returnUrl: body.return_url });
    return checkout;
  }

  get(id: string): Checkout {
    return this.record(id).checkout;
  }

  findPage(id: string): CheckoutPage | undefined {
    if (!this.records.has(id)) return undefined;
    const record = this.record(id);
    const awaitingChallenge = record.checkout.status === 'pending' && record.challengedCard !== undefined;
    return { checkout: record.checkout, awaitingChallenge, returnUrl: returnUrlOf(record) };
  }

  /** A card submitted on the page; a finished or expired checkout is left as it is. */
  submitCard(id: string, card: CardDetails): CardSubmission {
    const record = this.record(id);
    if (record.checkout.status === 'pending') {
      if (card.behaviour === 'challenge') {
        record.challengedCard = card;
        return { next: 'challenge' };
      }
      this.pay(record, card);
    }
    return { next: 'return', redirectUrl: returnUrlOf(record) };
  }

  /** The cardholder's answer on the 3-D Secure page; returns where to send the browser. */
  answerChallenge(id: string, approved: boolean): string {
    const record = this.record(id);
    const card = record.challengedCard;
    if (record.checkout.status === 'pending' && card) {
      record.challengedCard = undefined;
      if (approved) this.pay(record, card);
      else this.fail(record, FAILURE_REASONS.authenticationFailed);
    }
    return returnUrlOf(record);
  }

  /** Expires every pending checkout past its deadline, so `checkout.expired` goes out unprompted. */
  expireOverdue(): void {
    for (const record of this.records.values()) this.expireIfOverdue(record);
  }

  private pay(record: CheckoutRecord, card: CardDetails): void {
    const { checkout } = record;
    const { payments, registrations, events } = this.options;
    const registering = checkout.purpose === 'register_card';
    const payment = payments.chargeCard({
      card,
      presence: 'customer_present',
      amount: checkout.amount,
      currency: checkout.currency,
      merchantReference: checkout.merchant_reference,
      capture: !registering,
      checkoutId: checkout.id,
    });
    checkout.payment_id = payment.id;
    if (payment.status === 'failed') return this.fail(record, payment.failure_reason ?? FAILURE_REASONS.declined);
    if (registering) payments.void(payment.id);

    checkout.status = 'succeeded';
    checkout.registration = registrations.save(card, checkout.customer_id);
    events.publish('checkout.succeeded', checkout);
  }

  private fail(record: CheckoutRecord, failureReason: string): void {
    record.checkout.status = 'failed';
    record.checkout.failure_reason = failureReason;
    this.options.events.publish('checkout.failed', record.checkout);
  }

  /** Every read goes through here, so an overdue checkout is never answered as pending. */
  private record(id: string): CheckoutRecord {
    const record = this.records.get(id);
    if (!record) throw notFound('checkout', id);
    return this.expireIfOverdue(record);
  }

  private expireIfOverdue(record: CheckoutRecord): CheckoutRecord {
    const { checkout } = record;
    if (checkout.status === 'pending' && nowInSeconds() >= checkout.expires_at) {
      checkout.status = 'expired';
      record.challengedCard = undefined;
      this.options.events.publish('checkout.expired', checkout);
    }
    return record;
  }
}

function returnUrlOf({ checkout, returnUrl }: CheckoutRecord): string {
  return withQuery(returnUrl, { checkout_id: checkout.id, status: checkout.status });
}
