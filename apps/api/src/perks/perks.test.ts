import { requestMessages, type Channel, type FreeServiceEntry, type ServiceRequest, type ServicesAnswer } from '@velvet/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueName, type TestApp } from '../../test/support/test-app.ts';
import { channelFormFor, insertSubscription } from '../channels/test-support.ts';
import { requestsUser, type RequestsUser } from '../requests/test-support.ts';
import { subscriptions } from '../subscriptions/schema.ts';
import { transactions } from '../transactions/schema.ts';
import { periodOf } from './service.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const freeServices = [
  { type: 'video call', unit: 15, unit_type: 'Minute' as const },
  { type: 'rating', unit: 3, unit_type: 'TurnCount' as const },
  { type: 'message', unit: 10, unit_type: 'MessageCount' as const },
];

/** A creator with a channel granting free services, a video and a rating service. */
async function creatorWithPerks(subscriptionType: 'FREE' | 'PAID' = 'FREE') {
  const creator = await requestsUser(testApp, 'CREATOR');
  const created = await creator.inject('POST', '/api/channel', channelFormFor(uniqueName('perks'), { subscription_type: subscriptionType, free_services: freeServices }));
  expect(created.statusCode).toBe(201);
  const channel = created.json<{ data: Channel }>().data;
  const video = await creator.offer({ type: 'VIDEO', name: 'Video chat', service_type: 'fixed_duration', duration: 1800, price: 30 });
  const rating = await creator.offer({ type: 'RATING', name: 'Rate me', includes: 'An honest rating', price: 10 });
  return { creator, channel, video, rating };
}

async function follower(channel: Channel) {
  const fan = await requestsUser(testApp);
  const response = await fan.inject('POST', `/api/channel/${channel._id}/follow`, { package_id: channel.packages[0]!._id });
  expect(response.statusCode).toBe(200);
  return fan;
}

const freeOf = async (fan: RequestsUser, creatorId: string) => (await fan.inject('GET', `/api/users/services?user_id=${creatorId}`)).json<ServicesAnswer>().free_services;
const byType = (entries: FreeServiceEntry[], type: string) => entries.find((entry) => entry.type === type)!;
const useFree = (fan: RequestsUser, payload: object) => fan.inject('POST', '/api/requests/free-service', payload);

describe('the services answer', () => {
  it("lists a subscriber's free services with their ids, what each is used as and what is left; nothing for anyone else", async () => {
    const { creator, channel } = await creatorWithPerks();
    const fan = await follower(channel);
    const entries = await freeOf(fan, creator.id);
    expect(entries.map((entry) => [entry.type, entry.request_type, entry.remaining, entry.max_duration])).toEqual([
      ['video call', 'VIDEO', 1, 900],
      ['rating', 'RATING', 3, null],
      ['message', null, 10, null],
    ]);
    expect(entries.map((entry) => entry._id)).toEqual(channel.free_services.map((entry) => entry._id));
    expect(entries[0]).toMatchObject({ channel_id: channel._id, unit: 15, unit_type: 'Minute' });

    const stranger = await requestsUser(testApp);
    expect(await freeOf(stranger, creator.id)).toEqual([]);
  });
});

describe('POST /api/requests/free-service', () => {
  it('sends a free video call capped at its free duration, takes the unit and charges nothing', async () => {
    const { creator, channel, video } = await creatorWithPerks();
    const fan = await follower(channel);
    const freeVideo = byType(await freeOf(fan, creator.id), 'video call');

    const tooLong = await useFree(fan, { free_service_id: freeVideo._id, unit: 1, extra_data: { duration: 1200 } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ message: 'A free call lasts at most 15 minutes' });

    const sent = await useFree(fan, { free_service_id: freeVideo._id, unit: 1, request_note: 'Hello!' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ message: requestMessages.sent });
    const request = sent.json<{ data: ServiceRequest }>().data;
    expect(request).toMatchObject({ type: 'VIDEO', service_id: video._id, is_free_service: true, price: 0, duration: 900, request_note: 'Hello!', status: 0 });
    expect(await testApp.db.select().from(transactions).where(eq(transactions.payerId, fan.id))).toEqual([]);
    expect(byType(await freeOf(fan, creator.id), 'video call').remaining).toBe(0);

    const again = await useFree(fan, { free_service_id: freeVideo._id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'You have used all of this free service for this period' });

    const messages = await creator.messages(fan.id);
    expect(messages.at(-1)).toMatchObject({ meta: { type: 'VIDEO', reqId: request._id, price: 0 } });
    const accepted = await creator.respond(request._id, { status: 1 });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<{ data: ServiceRequest }>().data).toMatchObject({ status: 1, is_free_service: true });
  });

  it('never counts below zero when uses race', async () => {
    const { creator, channel } = await creatorWithPerks();
    const fan = await follower(channel);
    const freeRating = byType(await freeOf(fan, creator.id), 'rating');
    const answers = await Promise.all(Array.from({ length: 8 }, () => useFree(fan, { free_service_id: freeRating._id, extra_data: { rating_type: 'Honest' } })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 409, 409, 409, 409, 409]);
    expect(byType(await freeOf(fan, creator.id), 'rating').remaining).toBe(0);
  });

  it('hands the unit back when the creator declines, and refuses a counter offer', async () => {
    const { creator, channel } = await creatorWithPerks();
    const fan = await follower(channel);
    const freeRating = byType(await freeOf(fan, creator.id), 'rating');
    const request = (await useFree(fan, { free_service_id: freeRating._id })).json<{ data: ServiceRequest }>().data;
    expect(byType(await freeOf(fan, creator.id), 'rating').remaining).toBe(2);

    const countered = await creator.respond(request._id, { counter_offer_price: 20 });
    expect(countered.json()).toMatchObject({ message: 'A free request cannot be countered' });
    const declined = await creator.respond(request._id, { status: 2 });
    expect(declined.json<{ data: ServiceRequest }>().data.status).toBe(2);
    expect(byType(await freeOf(fan, creator.id), 'rating').remaining).toBe(3);
  });

  it('grants the units again with each period of a paid subscription', async () => {
    const { creator, channel } = await creatorWithPerks('PAID');
    const fan = await requestsUser(testApp);
    const monthly = channel.packages.find((pkg) => pkg.validity_type === 'MONTHLY')!;
    const subscription = await insertSubscription(testApp.db, { fanId: fan.id, channelId: channel._id, packageId: monthly._id });
    const freeRating = byType(await freeOf(fan, creator.id), 'rating');
    for (let use = 0; use < 3; use += 1) expect((await useFree(fan, { free_service_id: freeRating._id })).statusCode).toBe(200);
    expect(byType(await freeOf(fan, creator.id), 'rating').remaining).toBe(0);

    await testApp.db.update(subscriptions).set({ renewalCycle: 1 }).where(eq(subscriptions.id, subscription.id));
    expect(byType(await freeOf(fan, creator.id), 'rating').remaining).toBe(3);
  });

  it('is for subscribers only, and only for free services used as requests', async () => {
    const { creator, channel } = await creatorWithPerks();
    const fan = await follower(channel);
    const entries = await freeOf(fan, creator.id);
    const stranger = await requestsUser(testApp);
    expect((await useFree(stranger, { free_service_id: byType(entries, 'rating')._id })).statusCode).toBe(403);
    const message = await useFree(fan, { free_service_id: byType(entries, 'message')._id });
    expect(message.json()).toMatchObject({ message: 'This free service cannot be requested' });
    expect((await useFree(fan, { free_service_id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  });
});

describe('free chats', () => {
  it("let a subscriber chat without the creator's chat fee while the subscription lives; others still pay", async () => {
    const creator = await requestsUser(testApp, 'CREATOR');
    const created = await creator.inject('POST', '/api/channel', channelFormFor(uniqueName('chats'), { subscription_type: 'FREE', default_perks: { free_chats: true } }));
    const channel = created.json<{ data: Channel }>().data;
    const fee = await creator.offer({ type: 'CHAT-FEE', name: 'Chat with me', chat_fee_type: 'OneOff', price: 15 });
    const fan = await follower(channel);
    const stranger = await requestsUser(testApp);
    expect(await testApp.services.services.chatFeeAccess(fan.id, creator.id)).toEqual({ required: false });
    expect(await testApp.services.services.chatFeeAccess(stranger.id, creator.id)).toMatchObject({ required: true, granted: false, serviceIds: [fee._id] });

    await fan.inject('POST', `/api/channel/${channel._id}/unsubscribe`, { package_id: channel.packages[0]!._id, reason: 'OTHER' });
    expect(await testApp.services.services.chatFeeAccess(fan.id, creator.id)).toMatchObject({ required: true, granted: false });
  });
});

describe('periodOf', () => {
  it("counts a paid subscription's renewals and a free follow's months", () => {
    const startedAt = new Date('2026-01-31T10:00:00Z');
    const paid = { paymentMode: 'wallet' as const, renewalCycle: 2, startedAt, expiresOn: new Date('2026-04-30T10:00:00Z') };
    expect(periodOf(paid, new Date('2026-04-01T00:00:00Z'))).toEqual({ period: 2, endsAt: paid.expiresOn });
    const free = { ...paid, paymentMode: 'free' as const, renewalCycle: 0 };
    expect(periodOf(free, new Date('2026-02-01T00:00:00Z'))).toEqual({ period: 0, endsAt: new Date('2026-02-28T10:00:00Z') });
    expect(periodOf(free, new Date('2026-03-30T00:00:00Z'))).toEqual({ period: 1, endsAt: new Date('2026-03-31T10:00:00Z') });
  });
});
