import { BILLING_ADDRESS, RETURN_URL, type Sandbox } from './sandbox.ts';

export const CARDS = {
  visa: '4242 4242 4242 4242',
  mastercard: '5555 5555 5555 4444',
  amex: '3782 822463 10005',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  challenge: '4000 0000 0000 3220',
  declinedAfterSaving: '4000 0000 0000 0341',
  disputing: '4000 0000 0000 0259',
};

type CheckoutAnswer = { id: string; status: string; hosted_url: string; expires_at: number };

export async function createCheckout(sandbox: Sandbox, overrides: Record<string, unknown> = {}): Promise<CheckoutAnswer> {
  const { status, body } = await sandbox.call<CheckoutAnswer>('POST', '/v1/checkouts', {
    body: {
      purpose: 'register_card',
      merchant_reference: 'card-1',
      customer_id: 'user-1',
      billing_address: BILLING_ADDRESS,
      return_url: RETURN_URL,
      ...overrides,
    },
  });
  if (status !== 201) throw new Error(`checkout not created: ${status} ${JSON.stringify(body)}`);
  return body;
}

/** What a cardholder types on the card page; a valid future expiry unless overridden. */
export function cardFields(number: string, overrides: Record<string, string> = {}): Record<string, string> {
  const cvc = number.startsWith('37') ? '1234' : '123';
  return { number, expiry_month: '12', expiry_year: String(new Date().getUTCFullYear() + 3), cvc, holder: 'Ada Lovelace', ...overrides };
}

export function submitCard(sandbox: Sandbox, checkoutId: string, number: string, overrides: Record<string, string> = {}) {
  return sandbox.submitForm(`/hosted/checkouts/${checkoutId}`, cardFields(number, overrides));
}

/** Saves a card through the hosted page and answers its registration id. */
export async function registerCard(sandbox: Sandbox, number: string, customerId = 'user-1'): Promise<string> {
  const checkout = await createCheckout(sandbox, { customer_id: customerId });
  await submitCard(sandbox, checkout.id, number);
  const { body } = await sandbox.call<{ registration?: { id: string } }>('GET', `/v1/checkouts/${checkout.id}`);
  if (!body.registration) throw new Error(`card ${number} was not saved`);
  return body.registration.id;
}
