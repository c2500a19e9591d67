import { afterEach, describe, expect, it } from 'vitest';
import { CARDS, createCheckout, submitCard } from '../test/flows.ts';
import { startSandbox, TEST_WEBHOOK_SECRET, type Sandbox } from '../test/sandbox.ts';
import type { ReceivedWebhook } from '../test/webhook-receiver.ts';
import type { WebhookEvent } from './events.ts';
import { verifyWebhookSignature, WEBHOOK_SIGNATURE_HEADER } from './sign.ts';

describe('webhook delivery', () => {
  let sandbox: Sandbox;
  afterEach(() => sandbox.close());

  /** A state change that emits exactly one event. */
  const activatePayee = async (reference: string) => {
    const { body } = await sandbox.call<{ id: string }>('POST', '/v1/payees', { body: { reference, email: 'p@example.com', name: 'Payee' } });
    await sandbox.submitForm(`/hosted/payees/${body.id}/activate`, {});
    return body.id;
  };

  it('signs each webhook over its raw body so the receiver can verify it', async () => {
    sandbox = await startSandbox();
    const payeeId = await activatePayee('creator-signed');
    const webhook = await sandbox.webhooks.waitForEvent('payee.activated', payeeId);

    expect(webhook.headers['content-type']).toBe('application/json');
    const signature = webhook.headers[WEBHOOK_SIGNATURE_HEADER] as string;
    expect(verifyWebhookSignature(webhook.rawBody, signature, TEST_WEBHOOK_SECRET).valid).toBe(true);
    expect(verifyWebhookSignature(webhook.rawBody, signature, 'another-secret-0123456789abcdef0123').valid).toBe(false);
    expect(webhook.event).toEqual({
      id: expect.stringMatching(/^evt_/),
      type: 'payee.activated',
      created: expect.any(Number),
      data: expect.objectContaining({ id: payeeId, status: 'active' }),
    });
  });

  it('sends the object as it was when the event happened, not as it is later', async () => {
    sandbox = await startSandbox();
    const checkout = await createCheckout(sandbox);
    await submitCard(sandbox, checkout.id, CARDS.visa);
    await sandbox.webhooks.waitForEvent('checkout.succeeded', checkout.id);

    const [authorized, voided] = ['payment.authorized', 'payment.voided'].map(
      (type) => sandbox.webhooks.received.find((webhook) => webhook.event.type === type)?.event.data,
    );
    expect(authorized).toMatchObject({ status: 'authorized', amount: 100, checkout_id: checkout.id });
    expect(voided).toMatchObject({ status: 'voided' });
  });

  it('retries with exponential backoff until the receiver answers 2xx', async () => {
    sandbox = await startSandbox({ PAYSIM_WEBHOOK_RETRY_BASE_MS: '20' });
    sandbox.webhooks.answerWith((delivery) => (delivery <= 3 ? 503 : 200));
    const payeeId = await activatePayee('creator-retried');

    await sandbox.webhooks.waitForEvent('payee.activated', payeeId);
    const { arrivals } = sandbox.webhooks;
    expect(arrivals).toHaveLength(4);
    const gaps = arrivals.slice(1).map((arrival, index) => arrival - (arrivals[index] as number));
    gaps.forEach((gap, index) => expect(gap).toBeGreaterThanOrEqual(20 * 2 ** index - 2));
  });

  it('gives up after the configured number of attempts', async () => {
    sandbox = await startSandbox({ PAYSIM_WEBHOOK_MAX_ATTEMPTS: '3', PAYSIM_WEBHOOK_RETRY_BASE_MS: '5' });
    sandbox.webhooks.answerWith(() => 500);
    await activatePayee('creator-abandoned');

    await sandbox.webhooks.waitFor(() => sandbox.webhooks.arrivals.length >= 3);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sandbox.webhooks.arrivals).toHaveLength(3);
  });

  it('in chaos mode delivers each event 1 to 5 times, shuffled, every copy with the same id and bytes', async () => {
    sandbox = await startSandbox({ PAYSIM_WEBHOOK_CHAOS: 'true', PAYSIM_WEBHOOK_CHAOS_MAX_DELAY_MS: '40' });
    for (let index = 0; index < 20; index += 1) await activatePayee(`creator-chaos-${index}`);
    const { body } = await sandbox.call<{ data: WebhookEvent[] }>('GET', '/v1/events?since=0');
    const createdOrder = body.data.map((event) => event.id);
    expect(createdOrder).toHaveLength(20);

    await sandbox.webhooks.waitFor((received) => createdOrder.every((id) => received.some((webhook) => webhook.event.id === id)));
    await new Promise((resolve) => setTimeout(resolve, 100)); // the last delayed copies
    const copies = new Map<string, ReceivedWebhook[]>();
    for (const webhook of sandbox.webhooks.received) copies.set(webhook.event.id, [...(copies.get(webhook.event.id) ?? []), webhook]);

    expect([...copies.keys()].sort()).toEqual([...createdOrder].sort());
    for (const sameEvent of copies.values()) {
      expect(sameEvent.length).toBeGreaterThanOrEqual(1);
      expect(sameEvent.length).toBeLessThanOrEqual(5);
      expect(new Set(sameEvent.map((webhook) => webhook.rawBody)).size).toBe(1);
    }
    expect(sandbox.webhooks.received.length).toBeGreaterThan(20);
    const firstArrivals = [...new Set(sandbox.webhooks.received.map((webhook) => webhook.event.id))];
    expect(firstArrivals).not.toEqual(createdOrder);
  });

  it('lists events since a time for reconciliation', async () => {
    sandbox = await startSandbox();
    const payeeId = await activatePayee('creator-listed');

    const recent = await sandbox.call<{ data: WebhookEvent[] }>('GET', `/v1/events?since=${Math.floor(Date.now() / 1000) - 5}`);
    const future = await sandbox.call<{ data: WebhookEvent[] }>('GET', `/v1/events?since=${Math.floor(Date.now() / 1000) + 60}`);

    expect(recent.body.data).toEqual([expect.objectContaining({ type: 'payee.activated', data: expect.objectContaining({ id: payeeId }) })]);
    expect(future.body.data).toEqual([]);
  });
});
