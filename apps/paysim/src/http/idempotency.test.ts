import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS, registerCard } from '../test/flows.ts';
import { BILLING_ADDRESS, RETURN_URL, startSandbox, TEST_API_KEY, type Sandbox } from '../test/sandbox.ts';

describe('Idempotency-Key', () => {
  let sandbox: Sandbox;
  let registration: string;
  beforeAll(async () => {
    sandbox = await startSandbox();
    registration = await registerCard(sandbox, CARDS.visa);
  });
  afterAll(() => sandbox.close());

  const paymentBody = (amount = 700) => ({ registration_id: registration, amount, currency: 'USD', merchant_reference: 'sub-1' });
  const paymentsFor = (reference: string) =>
    sandbox.webhooks.received.filter((webhook) => (webhook.event.data as { merchant_reference?: string }).merchant_reference === reference);

  it('replays the first answer for the same key and body, without a second payment', async () => {
    const first = await sandbox.call('POST', '/v1/payments', { body: paymentBody(), idempotencyKey: 'key-same' });
    const second = await sandbox.call('POST', '/v1/payments', { body: paymentBody(), idempotencyKey: 'key-same' });

    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    await sandbox.webhooks.waitForEvent('payment.succeeded', first.body.id as string);
    expect(paymentsFor('sub-1')).toHaveLength(1);
  });

  it('treats the same fields in another order as the same body', async () => {
    const body = { name: 'Ada', email: 'ada@example.com', reference: 'creator-order' };
    const first = await sandbox.call('POST', '/v1/payees', { body, idempotencyKey: 'key-order' });
    const second = await sandbox.call('POST', '/v1/payees', {
      body: { reference: body.reference, email: body.email, name: body.name },
      idempotencyKey: 'key-order',
    });

    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toEqual(first.body);
  });

  it('answers 409 for the same key with another body or on another endpoint', async () => {
    await sandbox.call('POST', '/v1/payments', { body: paymentBody(800), idempotencyKey: 'key-different' });
    const otherBody = await sandbox.call('POST', '/v1/payments', { body: paymentBody(801), idempotencyKey: 'key-different' });
    const otherEndpoint = await sandbox.call('POST', '/v1/checkouts', {
      body: { purpose: 'register_card', merchant_reference: 'r', customer_id: 'c', billing_address: BILLING_ADDRESS, return_url: RETURN_URL },
      idempotencyKey: 'key-different',
    });

    for (const answer of [otherBody, otherEndpoint]) {
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ error: { code: 'idempotency_key_reused', message: expect.any(String) } });
    }
  });

  it('replays business errors too, but forgets a request that failed validation', async () => {
    const unknown = { ...paymentBody(), registration_id: 'reg_missing' };
    const first = await sandbox.call('POST', '/v1/payments', { body: unknown, idempotencyKey: 'key-error' });
    const replay = await sandbox.call('POST', '/v1/payments', { body: unknown, idempotencyKey: 'key-error' });
    expect(first.status).toBe(422);
    expect(replay.headers['idempotent-replayed']).toBe('true');

    const invalid = await sandbox.call('POST', '/v1/payments', { body: { ...paymentBody(), amount: -1 }, idempotencyKey: 'key-fixed' });
    const fixed = await sandbox.call('POST', '/v1/payments', { body: paymentBody(900), idempotencyKey: 'key-fixed' });
    expect(invalid.status).toBe(400);
    expect(fixed.status).toBe(201);
  });

  it('lets concurrent retries with one key share a single execution', async () => {
    const body = { ...paymentBody(), merchant_reference: 'sub-concurrent' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => sandbox.call('POST', '/v1/payments', { body, idempotencyKey: 'key-concurrent' })),
    );

    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    await sandbox.webhooks.waitFor(() => paymentsFor('sub-concurrent').length > 0);
    expect(paymentsFor('sub-concurrent')).toHaveLength(1);
  });

  it('runs each call without a key on its own', async () => {
    const first = await sandbox.call('POST', '/v1/payments', { body: paymentBody() });
    const second = await sandbox.call('POST', '/v1/payments', { body: paymentBody() });

    expect(second.body.id).not.toBe(first.body.id);
  });

  it('checks the API key before looking at the idempotency key', async () => {
    const response = await sandbox.app.inject({
      method: 'POST',
      url: '/v1/payments',
      headers: { authorization: `Bearer ${TEST_API_KEY}x`, 'idempotency-key': 'key-same' },
      payload: paymentBody(),
    });

    expect(response.statusCode).toBe(401);
  });
});
