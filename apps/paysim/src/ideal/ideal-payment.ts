import type { IdealBank } from './banks.ts';
import type { CreateIdealPaymentBody } from './schemas.ts';

export type IdealPaymentStatus = 'pending' | 'succeeded' | 'failed' | 'expired';

/** An iDEAL payment as `GET /v1/ideal/payments/:id` answers it. */
export type IdealPayment = {
  id: string;
  status: IdealPaymentStatus;
  amount: number;
  currency: 'EUR';
  merchant_reference: string;
  customer: CreateIdealPaymentBody['customer'];
  redirect_url: string;
  created: number;
  expires_at: number;
  /** The bank the customer approved at. */
  bank?: IdealBank;
  failure_reason?: string;
};
