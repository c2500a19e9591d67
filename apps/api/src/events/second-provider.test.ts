import type { Event, Notification, Ticket, TicketPurchase, Transaction } from '@velvet/contracts';
import { eventMessages, skrillMessages } from '@velvet/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyHeader } from '../../test/support/money.ts';
import { eventually, sandboxedTestApp } from '../../test/support/paysim.ts';
import { creatorWithChannel, signedInFan } from '../../test/support/posts.ts';
import { signedIn } from '../../test/support/shop.ts';
import type { TestApp } from '../../test/support/test-app.ts';
import { accounts, balance, verifyLedger } from '../ledger/index.ts';

let testApp: TestApp;
let stop: () => Promise<void>;

beforeAll(async () => {
  // Chaos: every webhook arrives 1–5 times, shuffled among the others.
  ({ testApp, stop } = await sandboxedTestApp({}, { PAYSIM_WEBHOOK_CHAOS: 'true', PAYSIM_WEBHOOK_CHAOS_MAX_DELAY_MS: '300' }));
}, 120_000);
afterAll(() => stop?.());

type Headers = Record<string, string>;
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

const eventFor = (creatorId: string, extra: { capacity?: number; price?: number } = {}) =>
  testApp.services.events.create(creatorId, {
    title: 'Rooftop set',
    description: '',
    starts_at: inHours(48),
    ends_at: inHours(50),
    time_zone: 'Europe/Amsterdam',
    mode: 'online',
    capacity: 1,
    price: 10,
    audience: 'everyone',
    ...extra,
  });

const buyOnWallet = (headers: Headers, eventId: string, key = randomUUID()) =>
  testApp.app.inject({ method: 'POST', url: `/api/v2/events/${eventId}/tickets`, headers: { ...headers, ...idempotencyHeader(key) }, payload: {} });
const buyFromWallet = (headers: Headers, eventId: string) =>
  testApp.app.inject({ method: 'POST', url: `/api/events/${eventId}/tickets`, headers: { ...headers, ...idempotencyHeader() }, payload: { payment_mode: 'wallet' } });
const get = async <T>(url: string, headers: Headers) => (await testApp.app.inject({ method: 'GET', url, headers })).json<{ data: T }>().data;
const settledOf = (id: string, headers: Headers) => eventually(() => get<Transaction>(`/api/transactions/${id}`, headers), (transaction) => transaction.status !== 'Pending');

/** What the payer does on the wallet's hosted page. */
async function answerWalletPage(url: string, fields: Record<string, string>) {
  const response = await fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
  expect(response.status).toBe(303);
}

describe('tickets paid with the hosted wallet (the v2 ticket call)', () => {
  it('holds the seat while the wallet payment is open and issues the ticket once its webhooks settle it, once', async () => {
    const creator = await creatorWithChannel(testApp);
    const event = await eventFor(creator.id);
    const fan = await signedInFan(testApp);
    const key = randomUUID();

    const first = await buyOnWallet(fan.headers, event._id, key);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(skrillMessages.started);
    const started = first.json<{ data: TicketPurchase }>().data;
    expect(started.ticket).toBeNull();
    expect(started.transaction).toMatchObject({ status: 'Pending', method: 'skrill', category: 'Ticket', redirect_url: expect.stringContaining('/hosted/wallet/wlt_') });
    const retried = (await buyOnWallet(fan.headers, event._id, key)).json<{ data: TicketPurchase }>().data;
    expect(retried.transaction).toMatchObject({ _id: started.transaction!._id, redirect_url: started.transaction!.redirect_url });

    // The only seat is held for the open payment: nobody else can take it meanwhile.
    expect((await get<Event>(`/api/events/${event._id}`, fan.headers)).seats_left).toBe(0);
    const other = await signedIn(testApp, 'USER', 100_00);
    const refused = await buyFromWallet(other.headers, event._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(eventMessages.soldOut);

    await answerWalletPage(started.transaction!.redirect_url!, { action: 'pay', email: 'fan@example.test' });
    expect(await settledOf(started.transaction!._id, fan.headers)).toMatchObject({ status: 'Completed', method: 'skrill' });
    // Let every chaotic copy of the webhook arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 1500));

    const tickets = (await get<{ items: Ticket[] }>('/api/events/my-tickets', fan.headers)).items;
    expect(tickets).toHaveLength(1);
    expect(tickets[0]).toMatchObject({ event_id: event._id, status: 'valid', qr: expect.stringMatching(/^data:image\/svg\+xml;base64,/) });
    expect(await balance(testApp.db, accounts.creatorPending(creator.id))).toBe(800n);
    const sold = (await testApp.services.notifications.list(creator.id, { limit: 50 })).items.filter((item: Notification) => item.data.transaction_id === started.transaction!._id);
    expect(sold).toHaveLength(1);
    expect(sold[0]!.type).toBe('Ticket-Purchase');
    expect((await verifyLedger(testApp.db)).drift).toBe(0);
  });

  it('gives the seat back when the payer cancels on the wallet page, and issues no ticket', async () => {
    const creator = await creatorWithChannel(testApp);
    const event = await eventFor(creator.id);
    const fan = await signedInFan(testApp);
    const started = (await buyOnWallet(fan.headers, event._id)).json<{ data: TicketPurchase }>().data.transaction!;

    await answerWalletPage(started.redirect_url!, { action: 'cancel' });
    expect(await settledOf(started._id, fan.headers)).toMatchObject({ status: 'Failed', failure_reason: 'Cancelled by the customer' });
    expect((await get<Event>(`/api/events/${event._id}`, fan.headers)).seats_left).toBe(1);
    expect((await get<{ items: Ticket[] }>('/api/events/my-tickets', fan.headers)).items).toEqual([]);
    expect(await balance(testApp.db, accounts.creatorPending(creator.id))).toBe(0n);

    const other = await signedIn(testApp, 'USER', 100_00);
    expect((await buyFromWallet(other.headers, event._id)).statusCode).toBe(200);
  });

  it('refuses payment fields in the v2 call and writes nothing', async () => {
    const creator = await creatorWithChannel(testApp);
    const event = await eventFor(creator.id);
    const fan = await signedInFan(testApp);
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/v2/events/${event._id}/tickets`,
      headers: { ...fan.headers, ...idempotencyHeader() },
      payload: { payment_mode: 'wallet' },
    });
    expect(response.statusCode).toBe(400);
    expect((await get<Event>(`/api/events/${event._id}`, fan.headers)).seats_left).toBe(1);
  });
});
