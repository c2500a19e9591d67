import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS, registerCard } from '../test/flows.ts';
import { startSandbox, type Sandbox } from '../test/sandbox.ts';

type DisputeBody = { id: string; payment_id: string; merchant_reference: string; amount: number; fee: number; status: string };

describe('disputes', () => {
  let sandbox: Sandbox;
  let visa: string;
  beforeAll(async () => {
    sandbox = await startSandbox();
    visa = await registerCard(sandbox, CARDS.visa);
  });
  afterAll(() => sandbox.close());

  const pay = (registrationId: string, capture = true) =>
    sandbox.call<{ id: string }>('POST', '/v1/payments', { body: { registration_id: registrationId, amount: 2000, currency: 'USD', merchant_reference: 'txn-1', capture } });

  it('opens a dispute on a settled payment once, announces it, and decides it once', async () => {
    const payment = (await pay(visa)).body;
    const opened = await sandbox.call<DisputeBody>('POST', '/v1/disputes', { body: { payment_id: payment.id } });
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({ id: expect.stringMatching(/^dp_/), payment_id: payment.id, merchant_reference: 'txn-1', amount: 2000, fee: 1500, status: 'needs_response' });
    expect((await sandbox.call<DisputeBody>('POST', '/v1/disputes', { body: { payment_id: payment.id } })).body.id).toBe(opened.body.id);
    expect((await sandbox.webhooks.waitForEvent('dispute.opened', opened.body.id)).event.data).toMatchObject({ payment_id: payment.id });

    const won = await sandbox.call<DisputeBody>('POST', `/v1/disputes/${opened.body.id}/resolve`, { body: { outcome: 'won' } });
    expect(won.body.status).toBe('won');
    expect((await sandbox.call('POST', `/v1/disputes/${opened.body.id}/resolve`, { body: { outcome: 'won' } })).status).toBe(200);
    expect((await sandbox.call('POST', `/v1/disputes/${opened.body.id}/resolve`, { body: { outcome: 'lost' } })).status).toBe(409);
    await sandbox.webhooks.waitForEvent('dispute.won', opened.body.id);
  });

  it('refuses to dispute a payment that has not settled', async () => {
    const authorised = (await pay(visa, false)).body;
    expect((await sandbox.call('POST', '/v1/disputes', { body: { payment_id: authorised.id } })).status).toBe(422);
  });

  it("opens a dispute by itself for the disputing test card's payments", async () => {
    const disputing = await registerCard(sandbox, CARDS.disputing);
    const payment = (await pay(disputing)).body;
    const events = (await sandbox.call<{ data: Array<{ type: string; data: DisputeBody }> }>('GET', '/v1/events?since=0')).body.data;
    const opened = events.find((event) => event.type === 'dispute.opened' && event.data.payment_id === payment.id);
    expect(opened?.data).toMatchObject({ status: 'needs_response', amount: 2000 });
    await sandbox.webhooks.waitForEvent('dispute.opened', opened!.data.id);
  });
});
