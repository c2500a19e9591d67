import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS, registerCard } from '../test/flows.ts';
import { startSandbox, type Sandbox } from '../test/sandbox.ts';

type PaymentBody = { id: string; status: string; failure_reason?: string; amount_captured: number; amount_refunded: number };

describe('payments with a saved card', () => {
  let sandbox: Sandbox;
  let visa: string;
  beforeAll(async () => {
    sandbox = await startSandbox();
    visa = await registerCard(sandbox, CARDS.visa);
  });
  afterAll(() => sandbox.close());

  const pay = (registrationId: string, extra: Record<string, unknown> = {}) =>
    sandbox.call<PaymentBody>('POST', '/v1/payments', {
      body: { registration_id: registrationId, amount: 1500, currency: 'USD', merchant_reference: 'tip-1', ...extra },
    });

  it('captures at once by default, answering synchronously and by webhook', async () => {
    const { status, body } = await pay(visa);

    expect(status).toBe(201);
    expect(body).toMatchObject({
      id: expect.stringMatching(/^pay_/),
      status: 'succeeded',
      amount: 1500,
      amount_captured: 1500,
      registration_id: visa,
      card: { payment_brand: 'VISA', last_4_digits: '4242' },
    });
    const webhook = await sandbox.webhooks.waitForEvent('payment.succeeded', body.id);
    expect(webhook.event.data).toEqual(body);
  });

  it('declines payments with a card that saves fine but is declined afterwards', async () => {
    const registration = await registerCard(sandbox, CARDS.declinedAfterSaving);
    const { status, body } = await pay(registration);

    expect(status).toBe(201);
    expect(body).toMatchObject({ status: 'failed', failure_reason: 'Card declined', amount_captured: 0 });
    await sandbox.webhooks.waitForEvent('payment.failed', body.id);
  });

  it('answers 422 for an unknown or deleted registration', async () => {
    const registration = await registerCard(sandbox, CARDS.mastercard);
    expect((await sandbox.call('DELETE', `/v1/registrations/${registration}`)).body).toEqual({ id: registration, deleted: true });

    for (const id of [registration, 'reg_unknown']) {
      const { status, body } = await pay(id);
      expect(status).toBe(422);
      expect(body).toMatchObject({ error: { code: 'registration_not_found' } });
    }
  });

  it('captures an authorisation exactly once', async () => {
    const { body: authorized } = await pay(visa, { capture: false });
    expect(authorized).toMatchObject({ status: 'authorized', amount_captured: 0 });

    const first = await sandbox.call<PaymentBody>('POST', `/v1/payments/${authorized.id}/capture`);
    const second = await sandbox.call<PaymentBody>('POST', `/v1/payments/${authorized.id}/capture`);
    const voidAfter = await sandbox.call('POST', `/v1/payments/${authorized.id}/void`);

    expect(first.body).toMatchObject({ status: 'succeeded', amount_captured: 1500 });
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(voidAfter.status).toBe(409);
    expect(voidAfter.body).toMatchObject({ error: { code: 'payment_state_conflict' } });
    await sandbox.webhooks.waitForEvent('payment.captured', authorized.id);
    expect(sandbox.webhooks.matching('payment.captured', authorized.id)).toHaveLength(1);
  });

  it('voids an authorisation exactly once', async () => {
    const { body: authorized } = await pay(visa, { capture: false });

    const first = await sandbox.call<PaymentBody>('POST', `/v1/payments/${authorized.id}/void`);
    const second = await sandbox.call<PaymentBody>('POST', `/v1/payments/${authorized.id}/void`);
    const captureAfter = await sandbox.call('POST', `/v1/payments/${authorized.id}/capture`, { body: {} });

    expect(first.body).toMatchObject({ status: 'voided' });
    expect(second.body).toEqual(first.body);
    expect(captureAfter.status).toBe(409);
    await sandbox.webhooks.waitForEvent('payment.voided', authorized.id);
  });

  it('refunds in parts up to what was captured, and no further', async () => {
    const { body: payment } = await pay(visa, { amount: 1000 });

    const first = await sandbox.call('POST', `/v1/payments/${payment.id}/refunds`, { body: { amount: 600 } });
    const tooMuch = await sandbox.call('POST', `/v1/payments/${payment.id}/refunds`, { body: { amount: 401 } });
    const rest = await sandbox.call('POST', `/v1/payments/${payment.id}/refunds`, { body: { amount: 400 } });
    const after = await sandbox.call<PaymentBody & { refunds: unknown[] }>('GET', `/v1/payments/${payment.id}`);

    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ id: expect.stringMatching(/^re_/), status: 'succeeded', amount: 600, payment_id: payment.id });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body).toMatchObject({ error: { code: 'amount_exceeds_refundable' } });
    expect(rest.status).toBe(201);
    expect(after.body).toMatchObject({ status: 'succeeded', amount_refunded: 1000 });
    expect(after.body.refunds).toHaveLength(2);
    await sandbox.webhooks.waitFor(() => sandbox.webhooks.matching('payment.refunded', payment.id).length === 2);
  });

  it('refuses to refund an authorisation that was never captured', async () => {
    const { body: authorized } = await pay(visa, { capture: false });
    const refund = await sandbox.call('POST', `/v1/payments/${authorized.id}/refunds`, { body: { amount: 1 } });

    expect(refund.status).toBe(409);
  });

  it('validates amounts as positive integer cents', async () => {
    for (const amount of [0, -5, 12.5, '1500']) {
      const { status, body } = await pay(visa, { amount });
      expect(status).toBe(400);
      expect(body).toMatchObject({ error: { code: 'invalid_request', message: expect.stringContaining('amount') } });
    }
  });
});
