import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CARDS, createCheckout, registerCard, submitCard } from '../test/flows.ts';
import { RETURN_URL, startSandbox, type Sandbox } from '../test/sandbox.ts';

type CheckoutBody = {
  id: string;
  status: string;
  failure_reason?: string;
  payment_id?: string;
  registration?: { id: string; payment_brand: string; last_4_digits: string; fingerprint: string; expiry_month: number; holder: string };
};

describe('card checkouts', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox.close());
  afterEach(() => vi.useRealTimers());

  const getCheckout = async (id: string) => (await sandbox.call<CheckoutBody>('GET', `/v1/checkouts/${id}`)).body;

  it('creates a pending register_card checkout for 1 USD with a hosted page link', async () => {
    const checkout = await createCheckout(sandbox);

    expect(checkout).toMatchObject({
      id: expect.stringMatching(/^chk_/),
      status: 'pending',
      purpose: 'register_card',
      amount: 100,
      currency: 'USD',
      hosted_url: `http://paysim.test/hosted/checkouts/${checkout.id}`,
    });
    expect(checkout.expires_at - Math.floor(Date.now() / 1000)).toBeGreaterThanOrEqual(1799);
  });

  it('refuses a register_card checkout for another amount, and a payment checkout without one', async () => {
    const wrongAmount = await sandbox.call('POST', '/v1/checkouts', {
      body: { purpose: 'register_card', amount: 500, merchant_reference: 'r', customer_id: 'c', billing_address: {}, return_url: RETURN_URL },
    });
    expect(wrongAmount.status).toBe(400);
    expect(wrongAmount.body).toMatchObject({ error: { code: 'invalid_request' } });

    await expect(createCheckout(sandbox, { purpose: 'payment' })).rejects.toThrow(/400/);
  });

  it('serves a framable card page with labelled inputs', async () => {
    const checkout = await createCheckout(sandbox);
    const page = await sandbox.app.inject({ method: 'GET', url: `/hosted/checkouts/${checkout.id}` });

    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.headers['content-security-policy']).toContain('frame-ancestors *');
    const labels = { number: 'Card number', expiry_month: 'Expiry month', expiry_year: 'Expiry year', cvc: 'CVC', holder: 'Name on card' };
    for (const [id, label] of Object.entries(labels)) {
      expect(page.body).toMatch(new RegExp(`<label for="${id}"[^>]*>${label}</label>`));
    }
    expect(page.body).toContain('<legend>Expiry date</legend>');
    expect(page.body).toContain(`action="/hosted/checkouts/${checkout.id}" target="_top"`);
    expect(page.body).toContain('Save card');
  });

  it.each([
    ['VISA', CARDS.visa, '4242'],
    ['MASTER', CARDS.mastercard, '4444'],
    ['AMEX', CARDS.amex, '0005'],
  ])('saves a %s card: authorises 1 USD, voids it and redirects with status succeeded', async (brand, number, last4) => {
    const checkout = await createCheckout(sandbox);
    const submitted = await submitCard(sandbox, checkout.id, number);

    expect(submitted.statusCode).toBe(303);
    expect(submitted.headers.location).toBe(`${RETURN_URL}?checkout_id=${checkout.id}&status=succeeded`);
    const answer = await getCheckout(checkout.id);
    expect(answer).toMatchObject({
      status: 'succeeded',
      registration: {
        payment_brand: brand,
        last_4_digits: last4,
        expiry_month: 12,
        holder: 'Ada Lovelace',
        fingerprint: expect.stringMatching(/^fp_/),
      },
    });
    const payment = await sandbox.call('GET', `/v1/payments/${answer.payment_id}`);
    expect(payment.body).toMatchObject({ status: 'voided', amount: 100, currency: 'USD', checkout_id: checkout.id });
    await sandbox.webhooks.waitForEvent('checkout.succeeded', checkout.id);
  });

  it.each([
    [CARDS.declined, 'Card declined'],
    [CARDS.insufficientFunds, 'Insufficient funds'],
  ])('fails the checkout for %s with "%s"', async (number, reason) => {
    const checkout = await createCheckout(sandbox);
    const submitted = await submitCard(sandbox, checkout.id, number);

    expect(submitted.headers.location).toBe(`${RETURN_URL}?checkout_id=${checkout.id}&status=failed`);
    const answer = await getCheckout(checkout.id);
    expect(answer).toMatchObject({ status: 'failed', failure_reason: reason });
    expect(answer.registration).toBeUndefined();
    const webhook = await sandbox.webhooks.waitForEvent('checkout.failed', checkout.id);
    expect(webhook.event.data).toMatchObject({ failure_reason: reason });
  });

  it('asks for 3-D Secure on the challenge card and saves it once approved', async () => {
    const checkout = await createCheckout(sandbox);
    const submitted = await submitCard(sandbox, checkout.id, CARDS.challenge);

    expect(submitted.statusCode).toBe(303);
    expect(submitted.headers.location).toBe(`/hosted/checkouts/${checkout.id}/challenge`);
    expect((await getCheckout(checkout.id)).status).toBe('pending');
    const challenge = await sandbox.app.inject({ method: 'GET', url: `/hosted/checkouts/${checkout.id}/challenge` });
    expect(challenge.body).toContain('3-D Secure');
    expect(challenge.body).toMatch(/value="approve"[^>]*>Approve/);

    const approved = await sandbox.submitForm(`/hosted/checkouts/${checkout.id}/challenge`, { decision: 'approve' });
    expect(approved.headers.location).toBe(`${RETURN_URL}?checkout_id=${checkout.id}&status=succeeded`);
    expect((await getCheckout(checkout.id)).registration?.last_4_digits).toBe('3220');
  });

  it('fails the checkout when the 3-D Secure challenge fails', async () => {
    const checkout = await createCheckout(sandbox);
    await submitCard(sandbox, checkout.id, CARDS.challenge);
    const failed = await sandbox.submitForm(`/hosted/checkouts/${checkout.id}/challenge`, { decision: 'fail' });

    expect(failed.headers.location).toBe(`${RETURN_URL}?checkout_id=${checkout.id}&status=failed`);
    expect(await getCheckout(checkout.id)).toMatchObject({ status: 'failed', failure_reason: '3-D Secure authentication failed' });
  });

  it.each([
    ['a number failing the Luhn check', { number: '4242 4242 4242 4241' }, 'Your card number is invalid.'],
    ['a valid number that is not a test card', { number: '4111 1111 1111 1111' }, 'This sandbox accepts only its test card numbers.'],
    ['an expiry in the past', { expiry_month: '1', expiry_year: '2020' }, 'Your card has expired.'],
    ['a short CVC', { cvc: '12' }, 'Enter the 3-digit security code.'],
    ['no holder name', { holder: ' ' }, 'Enter the name on the card.'],
  ])('shows an error on the page for %s and leaves the checkout pending', async (_case, overrides, message) => {
    const checkout = await createCheckout(sandbox);
    const page = await submitCard(sandbox, checkout.id, CARDS.visa, overrides);

    expect(page.statusCode).toBe(422);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(message);
    expect(page.body).toContain('aria-invalid="true"');
    expect(page.body).not.toContain('value="123"');
    expect((await getCheckout(checkout.id)).status).toBe('pending');
  });

  it('takes a second post on a finished checkout back to the merchant without a second effect', async () => {
    const checkout = await createCheckout(sandbox);
    await submitCard(sandbox, checkout.id, CARDS.visa);
    const first = await getCheckout(checkout.id);
    const again = await submitCard(sandbox, checkout.id, CARDS.mastercard);

    expect(again.headers.location).toBe(`${RETURN_URL}?checkout_id=${checkout.id}&status=succeeded`);
    expect(await getCheckout(checkout.id)).toEqual(first);
    const page = await sandbox.app.inject({ method: 'GET', url: `/hosted/checkouts/${checkout.id}` });
    expect(page.body).toContain('This checkout is already complete.');
  });

  it('takes a payment on a payment checkout and saves the card with it', async () => {
    const checkout = await createCheckout(sandbox, { purpose: 'payment', amount: 2599, currency: 'usd', merchant_reference: 'deposit-9' });
    await submitCard(sandbox, checkout.id, CARDS.visa);
    const answer = await getCheckout(checkout.id);

    expect(answer).toMatchObject({ status: 'succeeded', registration: { last_4_digits: '4242' } });
    const payment = await sandbox.call('GET', `/v1/payments/${answer.payment_id}`);
    expect(payment.body).toMatchObject({
      status: 'succeeded',
      amount: 2599,
      currency: 'USD',
      amount_captured: 2599,
      merchant_reference: 'deposit-9',
    });
  });

  it('expires a checkout left unanswered past its lifetime, and refuses cards after that', async () => {
    const checkout = await createCheckout(sandbox);
    vi.setSystemTime(Date.now() + 1801 * 1000);

    expect(await getCheckout(checkout.id)).toMatchObject({ status: 'expired' });
    const late = await submitCard(sandbox, checkout.id, CARDS.visa);
    expect(late.headers.location).toBe(`${RETURN_URL}?checkout_id=${checkout.id}&status=expired`);
    const page = await sandbox.app.inject({ method: 'GET', url: `/hosted/checkouts/${checkout.id}` });
    expect(page.body).toContain('This checkout has expired.');
    await sandbox.webhooks.waitForEvent('checkout.expired', checkout.id);
  });

  it('gives every registration of one card number the same fingerprint, and other cards another', async () => {
    const fingerprintOf = async (number: string, customerId: string) =>
      (await sandbox.call<{ fingerprint: string }>('GET', `/v1/registrations/${await registerCard(sandbox, number, customerId)}`)).body.fingerprint;

    const first = await fingerprintOf(CARDS.visa, 'user-a');
    const again = await fingerprintOf('4242424242424242', 'user-b');
    const other = await fingerprintOf(CARDS.mastercard, 'user-a');

    expect(again).toBe(first);
    expect(other).not.toBe(first);
  });

  it('answers 404 for an unknown checkout, as JSON to the API and as a page to the browser', async () => {
    expect((await sandbox.call('GET', '/v1/checkouts/chk_nope')).status).toBe(404);
    const page = await sandbox.app.inject({ method: 'GET', url: '/hosted/checkouts/chk_nope' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('This checkout link is not valid.');
  });

  it('escapes merchant-supplied text on its pages', async () => {
    const checkout = await createCheckout(sandbox);
    const page = await submitCard(sandbox, checkout.id, CARDS.declined, { holder: '<script>alert(1)</script>', cvc: '1' });

    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).not.toContain('<script>');
  });
});
