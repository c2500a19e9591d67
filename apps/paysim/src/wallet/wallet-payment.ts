export type WalletPaymentStatus = 'pending' | 'succeeded' | 'failed' | 'expired';

/**
 * A payment at the hosted wallet (the spec's skrill-flagged provider) as `GET /v1/wallet/payments/:id`
 * answers it: the customer signs in to their wallet on its page and approves or cancels.
 */
export type WalletPayment = {
  id: string;
  status: WalletPaymentStatus;
  amount: number;
  currency: string;
  merchant_reference: string;
  /** The wallet the merchant suggests (the customer may pay from another). */
  customer: { email: string };
  redirect_url: string;
  created: number;
  expires_at: number;
  /** succeeded: the wallet that paid. */
  payer_email?: string;
  failure_reason?: string;
};
