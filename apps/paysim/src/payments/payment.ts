import type { CardSummary } from '../cards/registrations.ts';

export type PaymentStatus = 'authorized' | 'succeeded' | 'failed' | 'voided';

export type Refund = { id: string; payment_id: string; amount: number; currency: string; status: 'succeeded'; created: number };

/** A card payment as `GET /v1/payments/:id` answers it. */
export type Payment = {
  id: string;
  status: PaymentStatus;
  amount: number;
  currency: string;
  merchant_reference: string;
  /** The saved card charged, or null for a payment made on the card page. */
  registration_id: string | null;
  /** The hosted checkout that made this payment, if any. */
  checkout_id: string | null;
  card: CardSummary;
  amount_captured: number;
  amount_refunded: number;
  refunds: Refund[];
  failure_reason?: string;
  created: number;
};
