import type { Transaction } from '@velvet/contracts';
import { requestMessages, skrillMessages } from '@velvet/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, sandboxedTestApp } from '../../test/support/paysim.ts';
import type { TestApp } from '../../test/support/test-app.ts';
import { customFlexible, requestsUser, type Paid, type RequestsUser } from './test-support.ts';

let testApp: TestApp;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ testApp, stop } = await sandboxedTestApp());
}, 120_000);
afterAll(() => stop?.());

/** A multipart/form-data body of text fields (objects sent as JSON), with an optional file part. */
function formBody(fields: Record<string, unknown>, file?: { name: string; body: Buffer }) {
  const boundary = `----velvet${randomUUID()}`;
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${typeof value === 'string' ? value : JSON.stringify(value)}\r\n`);
  const filePart = file ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`), file.body, Buffer.from('\r\n')] : [];
  const payload = Buffer.concat([...parts.map((part) => Buffer.from(part)), ...filePart, Buffer.from(`--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const postForm = (user: RequestsUser, url: string, fields: Record<string, unknown>, key = randomUUID(), file?: { name: string; body: Buffer }) => {
  const { payload, headers } = formBody(fields, file);
  return testApp.app.inject({ method: 'POST', url, headers: { ...user.headers, ...headers, 'idempotency-key': key }, payload });
};
const transactionOf = async (user: RequestsUser, id: string) => (await user.inject('GET', `/api/transactions/${id}`)).json<{ data: Transaction }>().data;

describe('POST /api/v2/requests/calls-and-ratings (form data, the hosted wallet)', () => {
  it('starts the request as a pending Skrill payment; paying on the wallet page writes the request', async () => {
    const creator = await requestsUser(testApp, 'CREATOR');
    const service = await creator.offer(customFlexible);
    const fan = await requestsUser(testApp);
    const key = randomUUID();
    const fields = { type: 'CUSTOM-SERVICE', target_user: creator.id, service_id: service._id, proposed_amount: '25', request_note: 'Sing my name', extra_data: {}, traceable_data: { route: '/creator' } };
    const started = await postForm(fan, '/api/v2/requests/calls-and-ratings', fields, key);
    expect([started.statusCode, started.json().message]).toEqual([200, skrillMessages.started]);
    const { transaction, request } = started.json<Paid>().data;
    expect(transaction).toMatchObject({ status: 'Pending', method: 'skrill', category: 'ServiceRequest', amount: 25, redirect_url: expect.stringContaining('/hosted/wallet/') });
    expect(request).toBeNull();
    expect((await postForm(fan, '/api/v2/requests/calls-and-ratings', fields, key)).json<Paid>().data.transaction._id).toBe(transaction._id);

    const paid = await fetch(transaction.redirect_url!, { method: 'POST', body: new URLSearchParams({ action: 'pay', email: 'fan@example.test' }), redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect((await eventually(() => transactionOf(fan, transaction._id), (found) => found.status !== 'Pending')).status).toBe('Completed');
    const [posted] = await creator.messages(fan.id);
    expect(posted).toMatchObject({ sender_id: fan.id, meta: { type: 'CUSTOM-SERVICE', offered_amount: 25, request_note: 'Sing my name' } });
  });

  it('checks the form with the shared rules, field by field, and refuses file parts', async () => {
    const creator = await requestsUser(testApp, 'CREATOR');
    const service = await creator.offer(customFlexible);
    const fan = await requestsUser(testApp);
    const noNote = await postForm(fan, '/api/v2/requests/calls-and-ratings', { type: 'CUSTOM-SERVICE', target_user: creator.id, service_id: service._id, proposed_amount: '25' });
    expect([noNote.statusCode, noNote.json().fields.request_note]).toEqual([400, requestMessages.descriptionRequired]);
    const low = await postForm(fan, '/api/v2/requests/calls-and-ratings', { type: 'CUSTOM-SERVICE', target_user: creator.id, service_id: service._id, proposed_amount: '10', request_note: 'Hi' });
    expect([low.statusCode, low.json().fields.proposed_amount]).toEqual([400, requestMessages.amountBelowMin]);
    const withCard = await postForm(fan, '/api/v2/requests/calls-and-ratings', { type: 'CUSTOM-SERVICE', target_user: creator.id, service_id: service._id, proposed_amount: '25', request_note: 'Hi', payment_mode: 'card' });
    expect(withCard.statusCode).toBe(400);
    const file = await postForm(fan, '/api/v2/requests/calls-and-ratings', { type: 'RATING' }, randomUUID(), { name: 'media', body: Buffer.from('x') });
    expect(file.statusCode).toBeGreaterThanOrEqual(400);
    expect(file.statusCode).toBeLessThan(500);
  });
});

describe('POST /api/v2/users/purchase-chat-fee-service (form data, the hosted wallet)', () => {
  it('starts the chat fee as a pending Skrill payment, and refuses an unknown service', async () => {
    const creator = await requestsUser(testApp, 'CREATOR');
    const fee = await creator.offer({ type: 'CHAT-FEE', name: 'Monthly chat', chat_fee_type: 'Month', unit: 1, price: 9 });
    const fan = await requestsUser(testApp);
    const started = await postForm(fan, '/api/v2/users/purchase-chat-fee-service', { service_id: fee._id, traceable_data: { route: '/chat' } });
    expect([started.statusCode, started.json().message], started.body).toEqual([200, skrillMessages.started]);
    expect(started.json<{ data: Transaction }>().data).toMatchObject({ status: 'Pending', method: 'skrill', category: 'ChatFee', amount: 9 });
    expect((await postForm(fan, '/api/v2/users/purchase-chat-fee-service', { service_id: randomUUID() })).statusCode).toBe(404);
  });
});
