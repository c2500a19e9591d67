import type { Registration } from '../cards/registrations.ts';
import type { BillingAddress } from './schemas.ts';

export type CheckoutPurpose = 'register_card' | 'payment';
export type CheckoutStatus = 'pending' | 'succeeded' | 'failed' | 'expired';

/** A hosted card checkout as `GET /v1/checkouts/:id` answers it. */
export type Checkout = {
  id: string;
  purpose: CheckoutPurpose;
  status: CheckoutStatus;
  amount: number;
  currency: string;
  merchant_reference: string;
  customer_id: string;
  billing_address: BillingAddress;
  hosted_url: string;
  created: number;
  expires_at: number;
  failure_reason?: string;
  /** The payment made on the page: the 1 USD authorisation (voided) for register_card. */
  payment_id?: string;
  /** The saved card, on success of either purpose. */
  registration?: Registration;
};
