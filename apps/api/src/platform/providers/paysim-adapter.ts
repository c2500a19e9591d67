import type {
  CardPayment,
  Checkout,
  CreateCheckoutInput,
  CreateIdealPaymentInput,
  CreateWalletPaymentInput,
  FxQuote,
  IdealPayment,
  Payee,
  PaymentsProvider,
  PayWithCardInput,
  ProviderEvent,
  Transfer,
  WalletPayment,
} from './payments-port.ts';
import { ProviderError } from './payments-port.ts';
import type { CreateIdentitySessionInput, IdentityProvider, IdentitySession } from './identity-port.ts';
import { verifyPaysimSignature } from './paysim-webhook-signature.ts';

type PaysimOptions = { baseUrl: string; apiKey: string; webhookSecret: string; timeoutMs?: number };

type CallOptions = { method?: 'GET' | 'POST'; body?: unknown; idempotencyKey?: string };

/** The sandbox provider, reached over HTTP exactly as a real one would be. */
export function createPaysimProvider({ baseUrl, apiKey, webhookSecret, timeoutMs = 10_000 }: PaysimOptions): PaymentsProvider & IdentityProvider {
  async function call<T>(path: string, { method = 'GET', body, idempotencyKey }: CallOptions = {}): Promise<T> {
    const headers: Record<string, string> = { authorization: `Bearer ${apiKey}`, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    let response: Response;
    try {
      response = await fetch(new URL(path, baseUrl), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new ProviderError(503, 'unreachable', `payment provider unreachable: ${(error as Error).message}`);
    }
    const payload = (await response.json().catch(() => ({}))) as { error?: { code?: string; message?: string } };
    if (!response.ok) {
      throw new ProviderError(response.status, payload.error?.code ?? 'error', payload.error?.message ?? `provider answered ${response.status}`);
    }
    return payload as T;
  }

  // The sandbox stamps times in unix seconds; the port speaks ISO-8601.
  const withIsoExpiry = (checkout: Omit<Checkout, 'expires_at'> & { expires_at?: number | string }): Checkout => ({
    ...checkout,
    expires_at: typeof checkout.expires_at === 'number' ? new Date(checkout.expires_at * 1000).toISOString() : checkout.expires_at,
  });

  return {
    name: 'paysim',
    createCheckout: (input: CreateCheckoutInput) =>
      call<Checkout>('/v1/checkouts', {
        method: 'POST',
        idempotencyKey: `checkout:${input.merchantReference}`,
        body: {
          purpose: input.purpose,
          amount: input.amount,
          currency: input.currency,
          merchant_reference: input.merchantReference,
          customer_id: input.customerId,
          billing_address: input.billingAddress,
          return_url: input.returnUrl,
        },
      }).then(withIsoExpiry),
    getCheckout: (id) => call<Checkout>(`/v1/checkouts/${encodeURIComponent(id)}`).then(withIsoExpiry),
    payWithCard: (input: PayWithCardInput) =>
      call<CardPayment>('/v1/payments', {
        method: 'POST',
        idempotencyKey: input.idempotencyKey,
        body: { registration_id: input.registrationId, amount: input.amount, currency: input.currency, merchant_reference: input.merchantReference, capture: true },
      }),
    getCardPayment: (id) => call<CardPayment>(`/v1/payments/${encodeURIComponent(id)}`),
    refundCardPayment: async ({ paymentId, amount, idempotencyKey }) => {
      await call(`/v1/payments/${encodeURIComponent(paymentId)}/refunds`, { method: 'POST', idempotencyKey, body: { amount } });
    },
    quoteUsdToEur: async (amountCents) => {
      const quote = await call<{ rate: number; converted_amount: number }>(`/v1/fx/quote?amount=${amountCents}&from=USD&to=EUR`);
      return { rate: quote.rate, converted_amount: quote.converted_amount } satisfies FxQuote;
    },
    createIdealPayment: (input: CreateIdealPaymentInput) =>
      call<IdealPayment>('/v1/ideal/payments', {
        method: 'POST',
        idempotencyKey: input.idempotencyKey,
        body: { amount: input.amount, currency: 'EUR', merchant_reference: input.merchantReference, return_url: input.returnUrl, customer: input.customer },
      }),
    getIdealPayment: (id) => call<IdealPayment>(`/v1/ideal/payments/${encodeURIComponent(id)}`),
    createWalletPayment: (input: CreateWalletPaymentInput) =>
      call<WalletPayment>('/v1/wallet/payments', {
        method: 'POST',
        idempotencyKey: input.idempotencyKey,
        body: { amount: input.amount, currency: input.currency, merchant_reference: input.merchantReference, return_url: input.returnUrl, customer: { email: input.customerEmail } },
      }),
    getWalletPayment: (id) => call<WalletPayment>(`/v1/wallet/payments/${encodeURIComponent(id)}`),
    createPayee: ({ idempotencyKey, ...body }) => call<Payee>('/v1/payees', { method: 'POST', idempotencyKey, body }),
    getPayee: (id) => call<Payee>(`/v1/payees/${encodeURIComponent(id)}`),
    createTransfer: ({ payeeId, idempotencyKey, ...rest }) =>
      call<Transfer>('/v1/transfers', { method: 'POST', idempotencyKey, body: { payee_id: payeeId, ...rest } }),
    getTransfer: (id) => call<Transfer>(`/v1/transfers/${encodeURIComponent(id)}`),
    createIdentitySession: ({ reference, kind, returnUrl }: CreateIdentitySessionInput) =>
      call<IdentitySession>('/v1/identity/sessions', { method: 'POST', body: { reference, kind, return_url: returnUrl } }),
    getIdentitySession: (id) => call<IdentitySession>(`/v1/identity/sessions/${encodeURIComponent(id)}`),
    verifyWebhook: (rawBody, headers) => {
      const header = headers['paysim-signature'];
      if (!verifyPaysimSignature(rawBody, Array.isArray(header) ? header[0] : header, webhookSecret)) return null;
      try {
        return JSON.parse(rawBody) as ProviderEvent;
      } catch {
        return null;
      }
    },
  };
}
