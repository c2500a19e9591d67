import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSandbox, type Sandbox } from '../test/sandbox.ts';

const RETURN_URL = 'https://velvet.test/ideal/return?tab=1';

describe('iDEAL bank', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ PAYSIM_EUR_PER_USD: '0.92' });
  });
  afterAll(() => sandbox.close());
  afterEach(() => vi.useRealTimers());

  const createPayment = async (amount = 1012) => {
    const { status, body } = await sandbox.call<{ id: string; status: string; redirect_url: string }>('POST', '/v1/ideal/payments', {
      body: {
        amount,
        currency: 'EUR',
        merchant_reference: 'deposit-7',
        return_url: RETURN_URL,
        customer: { f_name: 'Anne', l_name: 'de Vries', email: 'anne@example.nl' },
      },
    });
    expect(status).toBe(201);
    return body;
  };
  const getPayment = async (id: string) => (await sandbox.call('GET', `/v1/ideal/payments/${id}`)).body;

  describe('fx quote', () => {
    it.each([
      [1000, 920],
      [1099, 1011],
      [1, 1],
      [50, 46],
    ])('converts %i USD cents to %i EUR cents at the configured rate', async (amount, converted) => {
      const { status, body } = await sandbox.call('GET', `/v1/fx/quote?amount=${amount}&from=USD&to=EUR`);

      expect(status).toBe(200);
      expect(body).toEqual({ rate: 0.92, from: 'USD', to: 'EUR', amount, converted_amount: converted });
    });

    it('refuses other currency pairs and bad amounts', async () => {
      expect((await sandbox.call('GET', '/v1/fx/quote?amount=100&from=EUR&to=USD')).body).toMatchObject({
        error: { code: 'unsupported_currency_pair' },
      });
      expect((await sandbox.call('GET', '/v1/fx/quote?amount=ten')).status).toBe(400);
    });
  });

  it('creates a pending EUR payment with the bank page link, and refuses other currencies', async () => {
    const payment = await createPayment();
    expect(payment).toMatchObject({
      id: expect.stringMatching(/^idl_/),
      status: 'pending',
      redirect_url: `http://paysim.test/hosted/ideal/${payment.id}`,
    });

    const usd = await sandbox.call('POST', '/v1/ideal/payments', {
      body: {
        amount: 100,
        currency: 'USD',
        merchant_reference: 'r',
        return_url: RETURN_URL,
        customer: { f_name: 'A', l_name: 'B', email: 'a@b.nl' },
      },
    });
    expect(usd.status).toBe(400);
  });

  it('lists the banks on its page with the amount', async () => {
    const payment = await createPayment();
    const page = await sandbox.app.inject({ method: 'GET', url: `/hosted/ideal/${payment.id}` });

    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('€10.12');
    for (const bank of ['ABN AMRO', 'ING', 'Rabobank', 'SNS', 'ASN Bank', 'bunq', 'Knab', 'Triodos Bank']) expect(page.body).toContain(bank);
    expect(page.body).toContain('<legend>Choose your bank</legend>');
  });

  it('succeeds when the customer approves at a bank, keeping the return URL query', async () => {
    const payment = await createPayment();
    const answer = await sandbox.submitForm(`/hosted/ideal/${payment.id}`, { bank: 'rabobank', action: 'approve' });

    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`${RETURN_URL}&payment_id=${payment.id}&status=succeeded`);
    expect(await getPayment(payment.id)).toMatchObject({ status: 'succeeded', bank: { id: 'rabobank', name: 'Rabobank' } });
    await sandbox.webhooks.waitForEvent('ideal.succeeded', payment.id);
  });

  it('fails when the customer cancels', async () => {
    const payment = await createPayment();
    const answer = await sandbox.submitForm(`/hosted/ideal/${payment.id}`, { action: 'cancel' });

    expect(answer.headers.location).toBe(`${RETURN_URL}&payment_id=${payment.id}&status=failed`);
    expect(await getPayment(payment.id)).toMatchObject({ status: 'failed', failure_reason: 'Cancelled by the customer' });
    await sandbox.webhooks.waitForEvent('ideal.failed', payment.id);
  });

  it('asks for a bank when approving without one', async () => {
    const payment = await createPayment();
    const page = await sandbox.submitForm(`/hosted/ideal/${payment.id}`, { action: 'approve' });

    expect(page.statusCode).toBe(422);
    expect(page.body).toContain('Choose your bank.');
    expect(await getPayment(payment.id)).toMatchObject({ status: 'pending' });
  });

  it('answers only once: a later cancel leaves an approved payment as it is', async () => {
    const payment = await createPayment();
    await sandbox.submitForm(`/hosted/ideal/${payment.id}`, { bank: 'ing', action: 'approve' });
    const late = await sandbox.submitForm(`/hosted/ideal/${payment.id}`, { action: 'cancel' });

    expect(late.headers.location).toContain('status=succeeded');
    expect(await getPayment(payment.id)).toMatchObject({ status: 'succeeded' });
  });

  it('expires a payment nobody answered within the checkout lifetime', async () => {
    const payment = await createPayment();
    vi.setSystemTime(Date.now() + 1800 * 1000);

    expect(await getPayment(payment.id)).toMatchObject({ status: 'expired' });
    const page = await sandbox.app.inject({ method: 'GET', url: `/hosted/ideal/${payment.id}` });
    expect(page.body).toContain('This iDEAL payment is expired.');
    await sandbox.webhooks.waitForEvent('ideal.expired', payment.id);
  });
});
