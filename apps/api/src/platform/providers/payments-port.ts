/**
 * What the platform needs from a payment, payout and bank provider. The sandbox (apps/paysim)
 * implements it over HTTP today; a real provider (Stripe, say) is another adapter of this port.
 * docs/providers.md holds the wire contract.
 */
export type BillingAddress = { full_address: string; city: string; state: string; zip_code: string; country: string };

export type CardRegistration = {
  id: string;
  payment_brand: string;
  last_4_digits: string;
  expiry_month: string;
  expiry_year: string;
  holder: string;
  fingerprint: string;
};

export type ProviderStatus = 'pending' | 'succeeded' | 'authorized' | 'failed' | 'expired';

export type Checkout = {
  id: string;
  purpose: 'register_card' | 'payment';
  status: ProviderStatus;
  amount: number;
  currency: string;
  merchant_reference: string;
  failure_reason?: string;
  registration?: CardRegistration;
  expires_at?: string;
  hosted_url?: string;
};

export type CardPayment = { id: string; status: ProviderStatus | 'captured' | 'voided' | 'refunded'; failure_reason?: string; merchant_reference?: string };

export type IdealPayment = { id: string; status: ProviderStatus; redirect_url?: string; amount?: number; merchant_reference?: string; failure_reason?: string };

/** A payment on the hosted wallet's page (the spec's skrill-flagged provider). */
export type WalletPayment = { id: string; status: ProviderStatus; redirect_url?: string; amount?: number; merchant_reference?: string; failure_reason?: string };

export type CreateWalletPaymentInput = { amount: number; currency: string; merchantReference: string; returnUrl: string; customerEmail: string; idempotencyKey: string };

export type FxQuote = { rate: number; converted_amount: number };

export type Payee = { id: string; status: 'pending_activation' | 'active'; activation_url: string };

export type Transfer = { id: string; status: 'pending' | 'paid' | 'failed'; failure_reason?: string; reference?: string };

export type CreateCheckoutInput = {
  purpose: 'register_card' | 'payment';
  amount: number;
  currency: string;
  merchantReference: string;
  customerId: string;
  billingAddress: BillingAddress;
  returnUrl: string;
};

export type PayWithCardInput = { registrationId: string; amount: number; currency: string; merchantReference: string; idempotencyKey: string };

export type CreateIdealPaymentInput = {
  amount: number;
  merchantReference: string;
  returnUrl: string;
  customer: { f_name: string; l_name: string; email: string };
  idempotencyKey: string;
};

export type ProviderEvent = { id: string; type: string; created: number; data: Record<string, unknown> };

export interface PaymentsProvider {
  readonly name: string;
  createCheckout(input: CreateCheckoutInput): Promise<Checkout>;
  getCheckout(id: string): Promise<Checkout>;
  payWithCard(input: PayWithCardInput): Promise<CardPayment>;
  getCardPayment(id: string): Promise<CardPayment>;
  refundCardPayment(input: { paymentId: string; amount: number; idempotencyKey: string }): Promise<void>;
  quoteUsdToEur(amountCents: number): Promise<FxQuote>;
  createIdealPayment(input: CreateIdealPaymentInput): Promise<IdealPayment>;
  getIdealPayment(id: string): Promise<IdealPayment>;
  createWalletPayment(input: CreateWalletPaymentInput): Promise<WalletPayment>;
  getWalletPayment(id: string): Promise<WalletPayment>;
  createPayee(input: { reference: string; email: string; name: string; idempotencyKey: string }): Promise<Payee>;
  getPayee(id: string): Promise<Payee>;
  createTransfer(input: { payeeId: string; amount: number; currency: string; reference: string; idempotencyKey: string }): Promise<Transfer>;
  getTransfer(id: string): Promise<Transfer>;
  /** Verifies a webhook on its raw bytes; answers the event, or null when the signature or timestamp is bad. */
  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): ProviderEvent | null;
}

/** The provider refused or failed a call; `code` is the provider's own. */
export class ProviderError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
