import type { Event, Ticket, TicketPurchase, Transaction } from '@velvet/contracts';
import { eventMessages, verificationMessages } from '@velvet/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyHeader } from '../../test/support/money.ts';
import { signedIn, type Headers } from '../../test/support/shop.ts';
import { channelWithPackages, saveCardRow } from '../../test/support/subscriptions.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { accounts, balance, verifyLedger } from '../ledger/index.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

const eventPayload = (extra: object = {}) => ({
  title: 'Live Q&A',
  description: 'Ask me anything',
  starts_at: inHours(48),
  ends_at: inHours(49),
  time_zone: 'Europe/Amsterdam',
  mode: 'online',
  capacity: 10,
  price: 20,
  audience: 'everyone',
  ...extra,
});

type User = Awaited<ReturnType<typeof signedIn>>;

async function createEvent(creator: User, extra: object = {}): Promise<Event> {
  const response = await testApp.app.inject({ method: 'POST', url: '/api/events', headers: creator.headers, payload: eventPayload(extra) });
  if (response.statusCode !== 201) throw new Error(`event not created: ${response.body}`);
  return response.json<{ data: Event }>().data;
}

const getEvent = (id: string, headers: Headers = {}) => testApp.app.inject({ method: 'GET', url: `/api/events/${id}`, headers });
const buyTicket = (headers: Headers, eventId: string, key = randomUUID(), payload: object = { payment_mode: 'wallet' }) =>
  testApp.app.inject({ method: 'POST', url: `/api/events/${eventId}/tickets`, headers: { ...headers, ...idempotencyHeader(key) }, payload });
const checkIn = (headers: Headers, eventId: string, code: string) => testApp.app.inject({ method: 'POST', url: `/api/events/${eventId}/check-in`, headers, payload: { code } });
const cancel = (headers: Headers, eventId: string) => testApp.app.inject({ method: 'POST', url: `/api/events/${eventId}/cancel`, headers });
const purchaseOf = (response: { json: <T>() => T }) => response.json<{ data: TicketPurchase }>().data;

/** A creator with a channel, one fan subscribed to it by wallet, and one who is not. */
async function creatorWithSubscriber() {
  const creator = await signedIn(testApp, 'CREATOR');
  const { channel, packages } = await channelWithPackages(testApp, creator.id);
  const subscriber = await signedIn(testApp, 'USER', 200_00);
  // A first subscription asks for a saved card, as the spec's first purchase does.
  await saveCardRow(testApp, subscriber.id);
  const subscribed = await testApp.app.inject({
    method: 'POST',
    url: `/api/channel/${channel.id}/subscribe`,
    headers: { ...subscriber.headers, ...idempotencyHeader() },
    payload: { package_id: packages[0]!.id, payment_mode: 'wallet' },
  });
  if (subscribed.statusCode !== 200) throw new Error(`not subscribed: ${subscribed.body}`);
  const outsider = await signedIn(testApp, 'USER', 200_00);
  return { creator, channel, subscriber, outsider };
}

describe('events: create, edit, list', () => {
  it('creates an event for a channel’s subscribers that shows on the creator page, the channel page and the subscriber’s feed', async () => {
    const { creator, channel, subscriber, outsider } = await creatorWithSubscriber();
    const event = await createEvent(creator, { audience: 'subscribers', channel_id: channel.id, mode: 'in_person', location: 'Paradiso, Amsterdam' });
    expect(event).toMatchObject({ title: 'Live Q&A', price: 20, capacity: 10, seats_left: 10, status: 'scheduled', is_owner: true, location: 'Paradiso, Amsterdam' });

    const byCreator = await testApp.app.inject({ method: 'GET', url: `/api/events?creator_id=${creator.id}` });
    expect(byCreator.json().data.items.map((item: Event) => item._id)).toEqual([event._id]);
    const byChannel = await testApp.app.inject({ method: 'GET', url: `/api/events?channel_id=${channel.id}` });
    expect(byChannel.json().data.items.map((item: Event) => item._id)).toEqual([event._id]);
    const feed = await testApp.app.inject({ method: 'GET', url: '/api/events/feed', headers: subscriber.headers });
    expect(feed.json().data.items.map((item: Event) => item._id)).toContain(event._id);
    const outsiderFeed = await testApp.app.inject({ method: 'GET', url: '/api/events/feed', headers: outsider.headers });
    expect(outsiderFeed.json().data.items.map((item: Event) => item._id)).not.toContain(event._id);

    const seen = (await getEvent(event._id, subscriber.headers)).json<{ data: Event }>().data;
    expect(seen).toMatchObject({ can_attend: true, is_owner: false, my_ticket_id: null, location: null });
    expect((await getEvent(event._id, outsider.headers)).json<{ data: Event }>().data.can_attend).toBe(false);
    expect((await getEvent(event._id)).json<{ data: Event }>().data).toMatchObject({ can_attend: false, location: null });
  });

  it('refuses an end before the start, a start in the past and another creator’s channel', async () => {
    const creator = await signedIn(testApp, 'CREATOR');
    const other = await signedIn(testApp, 'CREATOR');
    const { channel } = await channelWithPackages(testApp, other.id);
    const post = (payload: object) => testApp.app.inject({ method: 'POST', url: '/api/events', headers: creator.headers, payload });

    const backwards = await post(eventPayload({ ends_at: inHours(47) }));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe(eventMessages.endAfterStart);
    expect((await post(eventPayload({ starts_at: inHours(-2), ends_at: inHours(-1) }))).json().message).toBe(eventMessages.startInFuture);
    expect((await post(eventPayload({ audience: 'subscribers', channel_id: channel.id }))).json().message).toBe(eventMessages.channelNotFound);
    const fan = await signedIn(testApp, 'USER');
    expect((await testApp.app.inject({ method: 'POST', url: '/api/events', headers: fan.headers, payload: eventPayload() })).statusCode).toBe(403);
  });

  it('lets only its creator edit it, never below the seats already sold', async () => {
    const creator = await signedIn(testApp, 'CREATOR');
    const event = await createEvent(creator, { capacity: 3 });
    const fan = await signedIn(testApp, 'USER', 100_00);
    expect((await buyTicket(fan.headers, event._id)).statusCode).toBe(200);

    const patch = (headers: Headers, payload: object) => testApp.app.inject({ method: 'PATCH', url: `/api/events/${event._id}`, headers, payload });
    const renamed = await patch(creator.headers, { title: 'Live Q&A, part two', capacity: 5 });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<{ data: Event }>().data).toMatchObject({ title: 'Live Q&A, part two', capacity: 5, seats_left: 4 });
    expect((await patch(creator.headers, { capacity: 0 })).statusCode).toBe(400);
    const other = await signedIn(testApp, 'CREATOR');
    expect((await patch(other.headers, { title: 'Mine now' })).statusCode).toBe(403);
  });

  it("asks a signed-in viewer without an identity check to pass the gate to see events", async () => {
    const creator = await signedIn(testApp, 'CREATOR');
    const event = await createEvent(creator);
    const { createUser, signIn, bearer } = await import('../../test/support/test-app.ts');
    const unverified = await createUser(testApp, { kycStatus: 'none' });
    const response = await getEvent(event._id, bearer(await signIn(testApp, unverified.username)));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(verificationMessages.identityRequired('see events'));
    expect(response.json().message).toBe('Complete your KYC (creator) or age verification to see events');
  });
});

describe('tickets through the checkout', () => {
  it('sells a subscriber a Ticket by wallet with tax and the fee rule, and refuses a non-subscriber', async () => {
    const { creator, channel, subscriber, outsider } = await creatorWithSubscriber();
    const event = await createEvent(creator, { audience: 'subscribers', channel_id: channel.id, mode: 'in_person', location: 'Paradiso' });
    const walletBefore = await balance(testApp.db, accounts.fanWallet(subscriber.id));
    const creatorBefore = await balance(testApp.db, accounts.creatorPending(creator.id));

    const bought = await buyTicket(subscriber.headers, event._id);
    expect(bought.statusCode).toBe(200);
    const { ticket, transaction } = purchaseOf(bought);
    expect(transaction).toMatchObject({ category: 'Ticket', status: 'Completed', method: 'wallet', amount: 20, platform_fee: 4, net_amount: 16 });
    const paid = transaction as Transaction;
    expect(paid.total_amount_with_tax).toBeCloseTo(paid.amount + paid.tax_amount + paid.processing_fee, 2);
    expect(ticket).toMatchObject({ event_id: event._id, status: 'valid', checked_in_at: null, transaction_id: paid._id });
    expect(ticket!.code).toMatch(/^[2-9A-HJKMNP-Z]{10}$/);
    expect(ticket!.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await balance(testApp.db, accounts.fanWallet(subscriber.id))).toBe(walletBefore - BigInt(Math.round(paid.total_amount_with_tax * 100)));
    expect(await balance(testApp.db, accounts.creatorPending(creator.id))).toBe(creatorBefore + 16_00n);
    expect((await testApp.services.notifications.list(creator.id, { limit: 1 })).items[0]).toMatchObject({ type: 'Ticket-Purchase' });

    const seen = (await getEvent(event._id, subscriber.headers)).json<{ data: Event }>().data;
    expect(seen).toMatchObject({ my_ticket_id: ticket!._id, seats_left: 9, location: 'Paradiso' });
    const mine = await testApp.app.inject({ method: 'GET', url: '/api/events/my-tickets', headers: subscriber.headers });
    expect(mine.json<{ data: { items: Ticket[] } }>().data.items).toEqual([expect.objectContaining({ _id: ticket!._id, code: ticket!.code })]);

    const refused = await buyTicket(outsider.headers, event._id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(eventMessages.notInAudience);
    const again = await buyTicket(subscriber.headers, event._id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(eventMessages.alreadyHaveTicket);
    expect((await buyTicket(creator.headers, event._id)).json().message).toBe(eventMessages.ownEvent);
    expect((await verifyLedger(testApp.db)).drift).toBe(0);
  });

  it('sells exactly 10 tickets when 50 buyers race for 10 seats, and a retried key never buys twice', async () => {
    const creator = await signedIn(testApp, 'CREATOR');
    const event = await createEvent(creator, { capacity: 10 });
    const fans = await Promise.all(Array.from({ length: 50 }, () => signedIn(testApp, 'USER', 100_00)));
    const keys = fans.map(() => randomUUID());
    const attempt = () => Promise.all(fans.map((fan, index) => buyTicket(fan.headers, event._id, keys[index])));
    const first = await attempt();
    const retried = await attempt();

    const sold = first.filter((answer) => answer.statusCode === 200);
    expect(sold).toHaveLength(10);
    const refused = first.filter((answer) => answer.statusCode !== 200);
    expect(refused.every((answer) => answer.statusCode === 409 && answer.json().message === eventMessages.soldOut)).toBe(true);
    retried.forEach((answer, index) => {
      if (first[index]!.statusCode === 200) expect(purchaseOf(answer).transaction!._id).toBe(purchaseOf(first[index]!).transaction!._id);
      else expect(answer.statusCode).toBe(409);
    });
    const attendees = await testApp.app.inject({ method: 'GET', url: `/api/events/${event._id}/tickets`, headers: creator.headers });
    expect(attendees.json<{ data: { items: Ticket[] } }>().data.items.filter((ticket) => ticket.status === 'valid')).toHaveLength(10);
    expect((await getEvent(event._id)).json<{ data: Event }>().data.seats_left).toBe(0);
    const wallets = await Promise.all(fans.map((fan) => balance(testApp.db, accounts.fanWallet(fan.id))));
    expect(wallets.filter((cents) => cents === 100_00n)).toHaveLength(40);
    expect((await verifyLedger(testApp.db)).drift).toBe(0);
  });

  it('issues a free ticket without a transaction, once per fan', async () => {
    const creator = await signedIn(testApp, 'CREATOR');
    const event = await createEvent(creator, { price: 0, capacity: 1 });
    const fan = await signedIn(testApp, 'USER');
    const first = purchaseOf(await buyTicket(fan.headers, event._id));
    expect(first).toMatchObject({ transaction: null, ticket: { status: 'valid' } });
    expect(purchaseOf(await buyTicket(fan.headers, event._id)).ticket!._id).toBe(first.ticket!._id);
    const late = await buyTicket((await signedIn(testApp, 'USER')).headers, event._id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(eventMessages.soldOut);
  });
});

describe('check-in', () => {
  it('checks a code in exactly once, for the event’s creator only', async () => {
    const creator = await signedIn(testApp, 'CREATOR');
    const event = await createEvent(creator);
    const fan = await signedIn(testApp, 'USER', 100_00);
    const { ticket } = purchaseOf(await buyTicket(fan.headers, event._id));

    const attempts = await Promise.all([checkIn(creator.headers, event._id, ticket!.code), checkIn(creator.headers, event._id, ticket!.code.toLowerCase())]);
    expect(attempts.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const accepted = attempts.find((answer) => answer.statusCode === 200)!;
    expect(accepted.json<{ data: Ticket }>().data).toMatchObject({ _id: ticket!._id, holder: { _id: fan.id } });
    expect(accepted.json<{ data: Ticket }>().data.checked_in_at).not.toBeNull();
    expect(attempts.find((answer) => answer.statusCode === 409)!.json().message).toBe(eventMessages.alreadyCheckedIn);

    expect((await checkIn(creator.headers, event._id, 'ZZZZZZZZZZ')).statusCode).toBe(404);
    const other = await signedIn(testApp, 'CREATOR');
    expect((await checkIn(other.headers, event._id, ticket!.code)).statusCode).toBe(403);
  });

  it('tells the creator when a code is of another event, and checks nothing in', async () => {
    const creator = await signedIn(testApp, 'CREATOR');
    const [event, otherEvent] = [await createEvent(creator), await createEvent(creator, { title: 'Another night' })];
    const fan = await signedIn(testApp, 'USER', 100_00);
    const { ticket } = purchaseOf(await buyTicket(fan.headers, otherEvent._id));

    const wrongDoor = await checkIn(creator.headers, event._id, ticket!.code);
    expect(wrongDoor.statusCode).toBe(404);
    expect(wrongDoor.json().message).toBe(eventMessages.otherEvent);
    const unknown = await checkIn(creator.headers, event._id, 'ZZZZZZZZZZ');
    expect(unknown.json().message).toBe(eventMessages.ticketNotFound);
    expect((await checkIn(creator.headers, otherEvent._id, ticket!.code)).statusCode).toBe(200);
  });
});

describe('cancellation', () => {
  it('refunds every ticket once, however often the cancellation is retried', async () => {
    const creator = await signedIn(testApp, 'CREATOR');
    const event = await createEvent(creator, { price: 30 });
    const fans = await Promise.all(Array.from({ length: 4 }, () => signedIn(testApp, 'USER', 100_00)));
    const bought = await Promise.all(fans.map((fan) => buyTicket(fan.headers, event._id)));
    expect(bought.every((answer) => answer.statusCode === 200)).toBe(true);
    const creatorBefore = await balance(testApp.db, accounts.creatorPending(creator.id));

    const cancels = await Promise.all([cancel(creator.headers, event._id), cancel(creator.headers, event._id), cancel(creator.headers, event._id)]);
    expect(cancels.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await testApp.services.events.refundCancelled()).toBe(0);
    expect((await cancel(creator.headers, event._id)).statusCode).toBe(200);

    expect(await Promise.all(fans.map((fan) => balance(testApp.db, accounts.fanWallet(fan.id))))).toEqual(fans.map(() => 100_00n));
    expect(await balance(testApp.db, accounts.creatorPending(creator.id))).toBe(creatorBefore - 4n * 24_00n);
    for (const fan of fans) {
      const refunds = (await testApp.services.notifications.list(fan.id, { limit: 10 })).items.filter((item) => item.type === 'Refund');
      expect(refunds).toHaveLength(1);
      const mine = await testApp.app.inject({ method: 'GET', url: '/api/events/my-tickets', headers: fan.headers });
      expect(mine.json<{ data: { items: Ticket[] } }>().data.items[0]).toMatchObject({ status: 'refunded', event_status: 'cancelled' });
    }
    expect((await getEvent(event._id)).json<{ data: Event }>().data.status).toBe('cancelled');
    expect((await buyTicket(fans[0]!.headers, event._id)).statusCode).toBe(409);
    expect((await verifyLedger(testApp.db)).drift).toBe(0);
  });
});

describe('tips to an event and reminders', () => {
  it('sends an Event-Tip to the event’s creator, and refuses a tip to a cancelled event', async () => {
    const creator = await signedIn(testApp, 'CREATOR');
    const event = await createEvent(creator);
    const fan = await signedIn(testApp, 'USER', 100_00);
    const tip = (eventId: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/tips',
        headers: { ...fan.headers, ...idempotencyHeader() },
        payload: { recipient_id: creator.id, amount: 10, payment_mode: 'wallet', traceable_data: { entity: 'event', ref: eventId } },
      });
    expect((await tip(event._id)).statusCode).toBe(200);
    expect((await testApp.services.notifications.list(creator.id, { limit: 1 })).items[0]).toMatchObject({ type: 'Event-Tip' });
    await cancel(creator.headers, event._id);
    const refused = await tip(event._id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(eventMessages.notFound);
    expect((await tip('not-an-id')).statusCode).toBe(404);
  });

  it('reminds every ticket holder by notification and mail once, within the hour before the start', async () => {
    const creator = await signedIn(testApp, 'CREATOR');
    const event = await createEvent(creator, { starts_at: inHours(5), ends_at: inHours(6) });
    const fan = await signedIn(testApp, 'USER', 100_00);
    await buyTicket(fan.headers, event._id);
    const fourAndAHalfHoursOn = new Date(Date.now() + 4.5 * HOUR);

    expect(await testApp.services.events.remindDue(new Date(Date.now() + 2 * HOUR))).toBe(0);
    const sent = await Promise.all([testApp.services.events.remindDue(fourAndAHalfHoursOn), testApp.services.events.remindDue(fourAndAHalfHoursOn)]);
    expect(sent.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    const reminders = (await testApp.services.notifications.list(fan.id, { limit: 10 })).items.filter((item) => item.type === 'Event-Reminder');
    expect(reminders).toHaveLength(1);
    const mails = await testApp.services.delivery.devMessages({ to: fan.email, limit: 10 });
    expect(mails.filter((mail) => mail.subject === eventMessages.reminderSubject('Live Q&A'))).toHaveLength(1);
  });
});
