import type { CardDetails } from '../cards/card-form.ts';
import { summarizeCard, type RegistrationStore } from '../cards/registrations.ts';
import { conflict, notFound, unprocessable } from '../http/errors.ts';
import { nowInSeconds } from '../platform/clock.ts';
import { newId } from '../platform/ids.ts';
import type { EventPublisher } from '../webhooks/events.ts';
import { authorizeCard, type PaymentPresence } from './acquirer.ts';
import type { Payment, Refund } from './payment.ts';

export type ChargeCardOptions = {
  card: CardDetails;
  presence: PaymentPresence;
  amount: number;
  currency: string;
  merchantReference: string;
  capture: boolean;
  registrationId?: string;
  checkoutId?: string;
};

export type PayWithRegistrationOptions = {
  registrationId: string;
  amount: number;
  currency: string;
  merchantReference: string;
  capture: boolean;
};

type PaymentServiceOptions = { registrations: RegistrationStore; events: EventPublisher };

/** The acquirer's payments: authorise, capture or void exactly once, refund up to what was captured. */
export class PaymentService {
  private readonly payments = new Map<string, Payment>();
  private readonly registrations: RegistrationStore;
  private readonly events: EventPublisher;
  private readonly settledListeners: Array<(payment: Payment, card: CardDetails) => void> = [];

  constructor({ registrations, events }: PaymentServiceOptions) {
    this.registrations = registrations;
    this.events = events;
  }

  get(id: string): Payment {
    const payment = this.payments.get(id);
    if (!payment) throw notFound('payment', id);
    return payment;
  }

  /** Charges a saved card with nobody at the page: the answer is final at once, and announced by webhook too. */
  payWithRegistration({ registrationId, ...charge }: PayWithRegistrationOptions): Payment {
    const saved = this.registrations.find(registrationId);
    if (!saved) throw unprocessable('registration_not_found', `No registration ${registrationId}`);
    return this.chargeCard({ ...charge, card: saved.card, presence: 'saved_card', registrationId });
  }

  chargeCard(options: ChargeCardOptions): Payment {
    const result = authorizeCard(options.card, options.presence);
    const status = !result.approved ? 'failed' : options.capture ? 'succeeded' : 'authorized';
    const payment: Payment = {
      id: newId('pay'),
      status,
      amount: options.amount,
      currency: options.currency,
      merchant_reference: options.merchantReference,
      registration_id: options.registrationId ?? null,
      checkout_id: options.checkoutId ?? null,
      card: summarizeCard(options.card),
      amount_captured: status === 'succeeded' ? options.amount : 0,
      amount_refunded: 0,
      refunds: [],
      ...(result.approved ? {} : { failure_reason: result.failureReason }),
      created: nowInSeconds(),
    };
    this.payments.set(payment.id, payment);
    this.events.publish(`payment.${status}`, payment);
    if (status === 'succeeded') for (const listener of this.settledListeners) listener(payment, options.card);
    return payment;
  }

  /** Hears every payment that settles at once, with the card that paid it (the disputing test card). */
  onSettled(listener: (payment: Payment, card: CardDetails) => void): void {
    this.settledListeners.push(listener);
  }

  /** Captures an authorisation once; capturing again answers the captured payment with no second effect. */
  capture(id: string): Payment {
    const payment = this.get(id);
    if (payment.status === 'succeeded') return payment;
    if (payment.status !== 'authorized') throw this.stateConflict(payment, 'captured');
    payment.status = 'succeeded';
    payment.amount_captured = payment.amount;
    this.events.publish('payment.captured', payment);
    return payment;
  }

  /** Releases an authorisation once; voiding again answers the voided payment with no second effect. */
  void(id: string): Payment {
    const payment = this.get(id);
    if (payment.status === 'voided') return payment;
    if (payment.status !== 'authorized') throw this.stateConflict(payment, 'voided');
    payment.status = 'voided';
    this.events.publish('payment.voided', payment);
    return payment;
  }

  refund(id: string, amount: number): Refund {
    const payment = this.get(id);
    if (payment.status !== 'succeeded') throw this.stateConflict(payment, 'refunded');
    const refundable = payment.amount_captured - payment.amount_refunded;
    if (amount > refundable) {
      throw unprocessable('amount_exceeds_refundable', `At most ${refundable} can still be refunded on payment ${id}`);
    }
    const refund: Refund = { id: newId('re'), payment_id: id, amount, currency: payment.currency, status: 'succeeded', created: nowInSeconds() };
    payment.refunds.push(refund);
    payment.amount_refunded += amount;
    this.events.publish('payment.refunded', payment);
    return refund;
  }

  private stateConflict(payment: Payment, wanted: string) {
    return conflict('payment_state_conflict', `Payment ${payment.id} is ${payment.status} and cannot be ${wanted}`);
  }
}
