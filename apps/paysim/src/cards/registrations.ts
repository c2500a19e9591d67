import { createHmac } from 'node:crypto';
import { notFound } from '../http/errors.ts';
import { nowInSeconds } from '../platform/clock.ts';
import { newId } from '../platform/ids.ts';
import type { CardDetails } from './card-form.ts';
import type { PaymentBrand } from './test-cards.ts';

/** A saved card as the API sees it: never the number. */
export type Registration = {
  id: string;
  customer_id: string;
  payment_brand: PaymentBrand;
  last_4_digits: string;
  expiry_month: number;
  expiry_year: number;
  holder: string;
  fingerprint: string;
  created: number;
};

/** A card summary as payments carry it, for receipts and transaction details. */
export type CardSummary = Pick<Registration, 'payment_brand' | 'last_4_digits' | 'expiry_month' | 'expiry_year'>;

// A fixed key, so a card keeps its fingerprint across sandbox restarts, as the API stores it.
const FINGERPRINT_KEY = 'paysim-card-fingerprint';

/** The same for every registration of one card number, whoever saves it: how "Card Already Added" is detected. */
export function fingerprintOf(cardNumber: string): string {
  return `fp_${createHmac('sha256', FINGERPRINT_KEY).update(cardNumber).digest('hex').slice(0, 24)}`;
}

export function summarizeCard(card: CardDetails): CardSummary {
  return {
    payment_brand: card.brand,
    last_4_digits: card.number.slice(-4),
    expiry_month: card.expiryMonth,
    expiry_year: card.expiryYear,
  };
}

/** Saved cards (tokens) and the card behind each, which the acquirer needs for later payments. */
export class RegistrationStore {
  private readonly saved = new Map<string, { registration: Registration; card: CardDetails }>();

  save(card: CardDetails, customerId: string): Registration {
    const registration: Registration = {
      id: newId('reg'),
      customer_id: customerId,
      ...summarizeCard(card),
      holder: card.holder,
      fingerprint: fingerprintOf(card.number),
      created: nowInSeconds(),
    };
    this.saved.set(registration.id, { registration, card });
    return registration;
  }

  find(id: string): { registration: Registration; card: CardDetails } | undefined {
    return this.saved.get(id);
  }

  get(id: string): Registration {
    const entry = this.saved.get(id);
    if (!entry) throw notFound('registration', id);
    return entry.registration;
  }

  delete(id: string): { id: string; deleted: true } {
    if (!this.saved.delete(id)) throw notFound('registration', id);
    return { id, deleted: true };
  }
}
