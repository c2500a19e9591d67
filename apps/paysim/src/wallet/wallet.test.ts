import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSandbox, TEST_WEBHOOK_SECRET, type Sandbox } from '../test/sandbox.ts';
import { verifyWebhookSignature, WEBHOOK_SIGNATURE_HEADER } from '../webhooks/sign.ts';

const RETURN_URL = 'https://velvet.test/payments/provider-return?transaction_id=t1';

describe('hosted wallet (the skrill-flagged provider)', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox.close());
  afterEach(() => vi.useRealTimers());

  const createPayment = async (amount = 1575) => {
    const { status, body } = await sandbox.call<{ id: string; status: string; redirect_url: string }>('POST', '/v1/wallet/payments', {
      body: { amount, currency: 'usd', merchant_reference: 'txn-9', return_url: RETURN_URL, customer: { email: 'fan@example.com' } },
    });
    expect(status).toBe(201);
    return body;
  };
  const getPayment = async (id: string) => (await sandbox.call('GET', `/v1/wallet/payments/${id}`)).body;

  it('creates a pending USD payment with its wallet page, and refuses other currencies', async () => {
    const payment = await createPayment();
    expect(payment).toMatchObject({ id: expect.stringMatching(/^wlt_/), status: 'pending', currency: 'USD', redirect_url: `http://paysim.test/hosted/wallet/${payment.id}` });

    const eur = await sandbox.call('POST', '/v1/wallet/payments', {
      body: { amount: 100, currency: 'EUR', merchant_reference: 'r', return_url: RETURN_URL, customer: { email: 'a@b.nl' } },
    });
    expect(eur.status).toBe(400);
  });

  it('shows the amount and the suggested wallet on its page', async () => {
    const payment = await createPayment();
    const page = await sandbox.app.inject({ method: 'GET', url: `/hosted/wallet/${payment.id}` });

    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('$15.75');
    expect(page.body).toContain('value="fan@example.com"');
    expect(page.body).toContain('<label for="email">Wallet email</label>');
  });

  it('succeeds when the customer pays, with a signed wallet.succeeded event and the return URL query kept', async () => {
    const payment = await createPayment();
    const answer = await sandbox.submitForm(`/hosted/wallet/${payment.id}`, { action: 'pay', email: 'other@example.com' });

    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`${RETURN_URL}&payment_id=${payment.id}&status=succeeded`);
    expect(await getPayment(payment.id)).toMatchObject({ status: 'succeeded', payer_email: 'other@example.com' });
    const delivery = await sandbox.webhooks.waitForEvent('wallet.succeeded', payment.id);
    expect(delivery.event.data).toMatchObject({ id: payment.id, merchant_reference: 'txn-9', amount: 1575 });
    const header = delivery.headers[WEBHOOK_SIGNATURE_HEADER];
    expect(verifyWebhookSignature(delivery.rawBody, typeof header === 'string' ? header : undefined, TEST_WEBHOOK_SECRET)).toMatchObject({ valid: true });
  });

  it('fails from an empty wallet and on cancel', async () => {
    const empty = await createPayment();
    await sandbox.submitForm(`/hosted/wallet/${empty.id}`, { action: 'pay', email: 'broke@empty.wallet.test' });
    expect(await getPayment(empty.id)).toMatchObject({ status: 'failed', failure_reason: 'Insufficient wallet balance' });
    await sandbox.webhooks.waitForEvent('wallet.failed', empty.id);

    const cancelled = await createPayment();
    const answer = await sandbox.submitForm(`/hosted/wallet/${cancelled.id}`, { action: 'cancel' });
    expect(answer.headers.location).toBe(`${RETURN_URL}&payment_id=${cancelled.id}&status=failed`);
    expect(await getPayment(cancelled.id)).toMatchObject({ status: 'failed', failure_reason: 'Cancelled by the customer' });
  });

  it('asks for a wallet email, and answers only once', async () => {
    const payment = await createPayment();
    const page = await sandbox.submitForm(`/hosted/wallet/${payment.id}`, { action: 'pay', email: 'not-an-email' });
    expect(page.statusCode).toBe(422);
    expect(page.body).toContain('Enter the email of your wallet.');
    expect(await getPayment(payment.id)).toMatchObject({ status: 'pending' });

    await sandbox.submitForm(`/hosted/wallet/${payment.id}`, { action: 'pay', email: 'fan@example.com' });
    const late = await sandbox.submitForm(`/hosted/wallet/${payment.id}`, { action: 'cancel' });
    expect(late.headers.location).toContain('status=succeeded');
  });

  it('expires a payment nobody answered within the checkout lifetime', async () => {
    const payment = await createPayment();
    vi.setSystemTime(Date.now() + 1800 * 1000);

    expect(await getPayment(payment.id)).toMatchObject({ status: 'expired' });
    await sandbox.webhooks.waitForEvent('wallet.expired', payment.id);
  });
});
