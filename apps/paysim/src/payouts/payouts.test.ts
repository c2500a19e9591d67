import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../test/sandbox.ts';

type PayeeBody = { id: string; status: string; activation_url: string };
type TransferBody = { id: string; status: string; failure_reason?: string };

describe('payout provider', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ PAYSIM_TRANSFER_DELAY_MS: '20' });
  });
  afterAll(() => sandbox.close());

  let references = 0;
  const createPayee = async (extra: Record<string, unknown> = {}) => {
    references += 1;
    const body = { reference: `creator-${references}`, email: 'maya@example.com', name: 'Maya Creator', ...extra };
    return sandbox.call<PayeeBody>('POST', '/v1/payees', { body });
  };
  const activate = (payeeId: string) => sandbox.submitForm(`/hosted/payees/${payeeId}/activate`, {});
  const transfer = (payeeId: string, amount: number) =>
    sandbox.call<TransferBody>('POST', '/v1/transfers', {
      body: { payee_id: payeeId, amount, currency: 'USD', reference: `withdrawal-${amount}` },
    });

  it('creates a payee waiting for activation, with its activation page', async () => {
    const { status, body } = await createPayee();

    expect(status).toBe(201);
    expect(body).toMatchObject({ id: expect.stringMatching(/^pye_/), status: 'pending_activation', name: 'Maya Creator' });
    expect(body.activation_url).toBe(`http://paysim.test/hosted/payees/${body.id}/activate`);
    const page = await sandbox.app.inject({ method: 'GET', url: `/hosted/payees/${body.id}/activate` });
    expect(page.body).toContain('Maya Creator');
    expect(page.body).toContain('maya@example.com');
    expect(page.body).toMatch(/<button[^>]*>Activate payout account<\/button>/);
  });

  it('activates the payee from its page, once', async () => {
    const { body: payee } = await createPayee();

    const done = await activate(payee.id);
    await activate(payee.id);

    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Your payout account is active.');
    expect((await sandbox.call('GET', `/v1/payees/${payee.id}`)).body).toMatchObject({ status: 'active', activated_at: expect.any(Number) });
    await sandbox.webhooks.waitForEvent('payee.activated', payee.id);
    expect(sandbox.webhooks.matching('payee.activated', payee.id)).toHaveLength(1);
  });

  it('sends the browser to the return URL after activation when one was given', async () => {
    const { body: payee } = await createPayee({ return_url: 'https://velvet.test/wallet' });
    const done = await activate(payee.id);

    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`https://velvet.test/wallet?payee_id=${payee.id}&status=active`);
  });

  it('answers the pending payee again for the same reference, and 409 once it is active', async () => {
    const { body: payee } = await createPayee();
    const again = await sandbox.call<PayeeBody>('POST', '/v1/payees', {
      body: { reference: `creator-${references}`, email: 'new@example.com', name: 'Maya Creator' },
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: payee.id, email: 'new@example.com' });

    await activate(payee.id);
    const afterActivation = await sandbox.call('POST', '/v1/payees', {
      body: { reference: `creator-${references}`, email: 'new@example.com', name: 'Maya Creator' },
    });
    expect(afterActivation.status).toBe(409);
    expect(afterActivation.body).toMatchObject({ error: { code: 'payee_already_active' } });
  });

  it('pays a transfer to an active payee a moment after accepting it', async () => {
    const { body: payee } = await createPayee();
    await activate(payee.id);

    const { status, body } = await transfer(payee.id, 10_000);
    expect(status).toBe(201);
    expect(body).toMatchObject({ id: expect.stringMatching(/^tr_/), status: 'pending', amount: 10_000, payee_id: payee.id });

    const webhook = await sandbox.webhooks.waitForEvent('transfer.paid', body.id);
    expect(webhook.event.data).toMatchObject({ status: 'paid', settled_at: expect.any(Number) });
    expect((await sandbox.call('GET', `/v1/transfers/${body.id}`)).body).toMatchObject({ status: 'paid' });
  });

  it('fails a transfer whose amount ends in 13 cents', async () => {
    const { body: payee } = await createPayee();
    await activate(payee.id);

    const { body } = await transfer(payee.id, 2513);
    const webhook = await sandbox.webhooks.waitForEvent('transfer.failed', body.id);

    expect(webhook.event.data).toMatchObject({ status: 'failed', failure_reason: 'Payout rejected by the receiving bank' });
  });

  it('refuses a transfer to a payee that is not active, or unknown', async () => {
    const { body: payee } = await createPayee();

    const inactive = await transfer(payee.id, 5000);
    const unknown = await transfer('pye_unknown', 5000);

    expect(inactive.status).toBe(422);
    expect(inactive.body).toMatchObject({ error: { code: 'payee_not_active' } });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ error: { code: 'payee_not_found' } });
  });
});
