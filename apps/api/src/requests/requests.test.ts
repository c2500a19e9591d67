import type { RequestLedgerEntry, ServiceRequest } from '@velvet/contracts';
import { requestMessages } from '@velvet/contracts';
import { inArray, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { accounts, balance, verifyLedger } from '../ledger/index.ts';
import { serviceRequests } from './schema.ts';
import { customFlexible, requestsUser, type Paid, type RequestsUser } from './test-support.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const wallet = (user: { id: string }) => balance(testApp.db, accounts.fanWallet(user.id));
const pending = (user: { id: string }) => balance(testApp.db, accounts.creatorPending(user.id));
const requestOf = (response: { json: () => unknown }) => (response.json() as { data: ServiceRequest }).data;
/**
 * Moves these requests' time back instead of running the sweeps at a later "now": other test files share the
 * database, and a sweep a week ahead would expire their waiting requests too.
 */
const movedBack = (ids: string[], field: 'createdAt' | 'startedAt', seconds: number) =>
  testApp.db.update(serviceRequests).set({ [field]: sql`${serviceRequests[field]} - make_interval(secs => ${seconds})` }).where(inArray(serviceRequests.id, ids));

/** A creator offering a flexible custom service (min $20), and a fan with $100. */
async function customDeal() {
  const creator = await requestsUser(testApp, 'CREATOR');
  const service = await creator.offer(customFlexible);
  const fan = await requestsUser(testApp, 'USER', 10_000);
  const send = (extra: object = {}, key = randomUUID()) =>
    fan.request({ type: 'CUSTOM-SERVICE', target_user: creator.id, service_id: service._id, proposed_amount: 25, request_note: 'Say hi to my sister', ...extra }, key);
  return { creator, service, fan, send };
}

async function sentCustom() {
  const deal = await customDeal();
  const response = await deal.send();
  expect(response.statusCode).toBe(200);
  return { ...deal, request: response.json<Paid>().data.request };
}

const deliver = async (creator: RequestsUser, id: string) => creator.respond(id, { status: 1, details: 'Here it is', media: [{ path: await creator.upload(), type: 'image' }] });

describe('POST /api/requests/calls-and-ratings', () => {
  it('charges the fan once for a retried key, writes the request and posts it in the chat with its meta', async () => {
    const { creator, fan, service, send } = await customDeal();
    const key = randomUUID();
    const answers = await Promise.all([send({}, key), send({}, key)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const { data, message } = answers[0]!.json<Paid>();
    expect(message).toBe('Request sent successfully');
    expect(data.transaction).toMatchObject({ status: 'Completed', category: 'ServiceRequest', amount: 25 });
    expect(data.request).toMatchObject({ status: 0, type: 'CUSTOM-SERVICE', price: 25, initial_price: 25, request_note: 'Say hi to my sister', counter_status: null });
    expect(answers[1]!.json<Paid>().data.request._id).toBe(data.request._id);
    expect(await wallet(fan)).toBe(7500n);
    expect(await pending(creator)).toBe(2000n);
    expect((await verifyLedger(testApp.db)).drift).toBe(0);

    const [posted] = await creator.messages(fan.id);
    expect(posted).toMatchObject({ sender_id: fan.id, meta: { type: 'CUSTOM-SERVICE', price: 25, offered_amount: 25, reqId: data.request._id, serviceId: service._id, request_note: 'Say hi to my sister', requestAccept: 'sent' } });
    expect((await testApp.services.notifications.list(creator.id, { limit: 1 })).items[0]).toMatchObject({ type: 'Call-And-Rating-Request' });
  });

  it('applies the spec rules: min price when flexible, description, files of a rating, own uploads, own service', async () => {
    const { creator, fan, service, send } = await customDeal();
    const low = await send({ proposed_amount: 10 });
    expect([low.statusCode, low.json().fields.proposed_amount]).toEqual([400, requestMessages.amountBelowMin]);
    const noNote = await send({ request_note: '' });
    expect(noNote.json().fields.request_note).toBe(requestMessages.descriptionRequired);
    const rating = await creator.offer({ type: 'RATING', name: 'Rate me', includes: 'An honest rating', price: 10 });
    const ratingRequest = (extra: object) => fan.request({ type: 'RATING', target_user: creator.id, service_id: rating._id, request_note: 'Be honest', extra_data: { rating_type: 'Honest' }, ...extra });
    expect((await ratingRequest({ media: [] })).json().fields.media).toBe(requestMessages.noFile);
    const four = Array.from({ length: 4 }, () => ({ path: 'https://x.test/a.jpg', type: 'image' }));
    expect((await ratingRequest({ media: four })).json().fields.media).toBe(requestMessages.tooManyFiles);
    expect((await ratingRequest({ media: [{ path: 'https://x.test/a.pdf', type: 'document' }] })).json().fields['media.0.type']).toBe(requestMessages.mediaOnly);
    expect((await ratingRequest({ media: [{ path: await creator.upload(), type: 'image' }] })).json().message).toBe(requestMessages.mediaNotUploaded);
    const rated = await ratingRequest({ media: [{ path: await fan.upload(), type: 'image' }] });
    expect([rated.statusCode, rated.json().message]).toEqual([200, requestMessages.ratingSent]);
    expect(rated.json<Paid>().data.request).toMatchObject({ type: 'RATING', rating_type: 'Honest', price: 10 });
    const own = await creator.request({ type: 'CUSTOM-SERVICE', target_user: creator.id, service_id: service._id, proposed_amount: 25, request_note: 'me' });
    expect(own.statusCode).toBe(400);
    const mismatch = await send({ type: 'RATING', media: [{ path: await fan.upload(), type: 'image' }], extra_data: { rating_type: 'Honest' } });
    expect(mismatch.json().message).toBe(requestMessages.typeMismatch);
    expect(await wallet(fan)).toBe(9000n);
  });

  it('answers Insufficient Balance and charges nothing when the wallet is short', async () => {
    const { fan, send } = await customDeal();
    const short = await send({ proposed_amount: 150 });
    expect([short.statusCode, short.json().message]).toEqual([400, requestMessages.insufficientBalance]);
    expect(await wallet(fan)).toBe(10_000n);
  });

  it('prices a per-minute call as minutes × the price a minute and a fixed-duration call at its price', async () => {
    const creator = await requestsUser(testApp, 'CREATOR');
    const perMinute = await creator.offer({ type: 'VOICE', name: 'Voice chat', service_type: 'per_minute', price: 5 });
    const fixed = await creator.offer({ type: 'VIDEO', name: 'Video chat', service_type: 'fixed_duration', duration: 600, price: 30 });
    const fan = await requestsUser(testApp, 'USER', 10_000);
    const voice = await fan.request({ type: 'VOICE', target_user: creator.id, service_id: perMinute._id, proposed_duration: 3 });
    expect(voice.json<Paid>().data.request).toMatchObject({ price: 15, duration: 180 });
    const noDuration = await fan.request({ type: 'VOICE', target_user: creator.id, service_id: perMinute._id });
    expect(noDuration.json().fields.proposed_duration).toBe(requestMessages.durationRequired);
    const tooShort = await fan.request({ type: 'VOICE', target_user: creator.id, service_id: perMinute._id, proposed_duration: 0 });
    expect(tooShort.json().fields.proposed_duration).toBe(requestMessages.durationMinimum);
    const tooLong = await fan.request({ type: 'VOICE', target_user: creator.id, service_id: perMinute._id, proposed_duration: 721 });
    expect(tooLong.statusCode).toBeGreaterThanOrEqual(400);
    expect(tooLong.statusCode).toBeLessThan(500);
    expect(tooLong.json().fields.proposed_duration).toBe('Duration must be less than 12 hours');
    const video = await fan.request({ type: 'VIDEO', target_user: creator.id, service_id: fixed._id, proposed_duration: 99 });
    expect(video.json<Paid>().data.request).toMatchObject({ price: 30, duration: 600 });
    expect(await wallet(fan)).toBe(5500n);
  });
});

describe('answering a request', () => {
  it('lets only the target creator answer, and a custom delivery needs a description and a media file', async () => {
    const { creator, fan, request } = await sentCustom();
    const other = await requestsUser(testApp, 'CREATOR');
    expect((await other.respond(request._id, { status: 1 })).statusCode).toBe(403);
    expect((await fan.respond(request._id, { status: 2 })).statusCode).toBe(403);
    expect((await fan.get(request._id)).statusCode).toBe(200);
    expect((await other.get(request._id)).statusCode).toBe(403);

    const noMedia = await creator.respond(request._id, { status: 1, details: 'Done' });
    expect([noMedia.statusCode, noMedia.json().fields.media]).toEqual([400, requestMessages.deliveryMediaRequired]);
    const noDetails = await creator.respond(request._id, { status: 1, media: [{ path: await creator.upload(), type: 'image' }] });
    expect(noDetails.json().fields.details).toBe(requestMessages.descriptionRequired);
    const accepted = await deliver(creator, request._id);
    expect([accepted.statusCode, accepted.json().message]).toEqual([200, requestMessages.requestAccepted]);
    expect(requestOf(accepted)).toMatchObject({ status: 1, details: 'Here it is', delivery_media: [expect.objectContaining({ type: 'image' })] });
    expect((await deliver(creator, request._id)).json().message).toBe(requestMessages.alreadyAnswered);

    const messages = await fan.messages(creator.id);
    expect(messages[0]).toMatchObject({ sender_id: creator.id, message_text: 'Here it is', meta: { reqId: request._id, requestAccept: true }, media: [expect.objectContaining({ type: 'image' })] });
    expect(messages.find((message) => message.meta.requestAccept !== undefined && message.sender_id === fan.id)?.meta.requestAccept).toBe(true);
    expect(await pending(creator)).toBe(2000n);
  });

  it('refunds a declined request once, and marks its message declined', async () => {
    const { creator, fan, request } = await sentCustom();
    const answers = await Promise.all([creator.respond(request._id, { status: 2 }), creator.respond(request._id, { status: 2 })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(requestOf(answers.find((answer) => answer.statusCode === 200)!)).toMatchObject({ status: 2 });
    expect(await wallet(fan)).toBe(10_000n);
    expect(await pending(creator)).toBe(0n);
    expect((await verifyLedger(testApp.db)).drift).toBe(0);
    const original = (await fan.messages(creator.id)).find((message) => message.meta.reqId === request._id && message.sender_id === fan.id);
    expect(original?.meta.requestAccept).toBe(false);
  });

  it('settles exactly one outcome when the creator accepts and declines at once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { creator, fan, request } = await sentCustom();
      const media = [{ path: await creator.upload(), type: 'image' }];
      const [accept, decline] = await Promise.all([creator.respond(request._id, { status: 1, details: 'Here', media }), creator.respond(request._id, { status: 2 })]);
      expect([accept.statusCode, decline.statusCode].sort()).toEqual([200, 409]);
      const status = requestOf(await fan.get(request._id)).status;
      expect(await wallet(fan)).toBe(status === 1 ? 7500n : 10_000n);
      expect(await pending(creator)).toBe(status === 1 ? 2000n : 0n);
    }
    expect((await verifyLedger(testApp.db)).drift).toBe(0);
  });

  it('refunds a request left unanswered for 7 days exactly once, and leaves answered ones alone', async () => {
    const waiting = await sentCustom();
    const answered = await sentCustom();
    await deliver(answered.creator, answered.request._id);
    await movedBack([waiting.request._id, answered.request._id], 'createdAt', 8 * 86_400);
    const requests = testApp.services.requests;
    await Promise.all([requests.expireDue(), requests.expireDue()]);
    await requests.expireDue();
    expect(requestOf(await waiting.fan.get(waiting.request._id)).status).toBe(3);
    expect(await wallet(waiting.fan)).toBe(10_000n);
    expect(requestOf(await answered.fan.get(answered.request._id)).status).toBe(1);
    expect(await wallet(answered.fan)).toBe(7500n);
    expect((await verifyLedger(testApp.db)).drift).toBe(0);
  });
});

describe('counter offers', () => {
  it('refuses a counter at or below the request, then the fan pays only the difference', async () => {
    const { creator, fan, request } = await sentCustom();
    const low = await creator.respond(request._id, { counter_offer_price: 25 });
    expect([low.statusCode, low.json().fields.counter_offer_price]).toEqual([400, requestMessages.counterTooLow]);
    const countered = await creator.respond(request._id, { counter_offer_price: 40, counter_description: 'It takes longer' });
    expect([countered.statusCode, countered.json().message]).toEqual([200, requestMessages.counterSent]);
    expect(requestOf(countered)).toMatchObject({ counter_offer_price: 40, counter_status: 'pending', price: 25 });
    expect((await creator.respond(request._id, { counter_offer_price: 45 })).json().message).toBe(requestMessages.counterOpen);
    const counterMessage = (await fan.messages(creator.id))[0]!;
    expect(counterMessage).toMatchObject({ sender_id: creator.id, meta: { reqId: request._id, offered_amount: 40, price: 25, counter_status: 'pending', counter_description: 'It takes longer' } });

    const stranger = await requestsUser(testApp, 'USER', 5000);
    expect((await stranger.answerCounter(request._id, { counter_status: 'accepted' })).statusCode).toBe(403);
    const key = randomUUID();
    const paid = await Promise.all([fan.answerCounter(request._id, { counter_status: 'accepted', payment_mode: 'wallet' }, key), fan.answerCounter(request._id, { counter_status: 'accepted', payment_mode: 'wallet' }, key)]);
    expect(paid.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const { data, message } = paid[0]!.json<Paid>();
    expect(message).toBe(requestMessages.offerAccepted);
    expect(data.transaction).toMatchObject({ category: 'CounterOffer', amount: 15, status: 'Completed' });
    expect(data.request).toMatchObject({ price: 40, initial_price: 25, counter_status: 'accepted', status: 0 });
    // A retry after the first answer settled replays it, though the counter is no longer open.
    const replayed = await fan.answerCounter(request._id, { counter_status: 'accepted', payment_mode: 'wallet' }, key);
    expect([replayed.statusCode, replayed.json<Paid>().data.transaction?._id]).toEqual([200, data.transaction!._id]);
    expect(await wallet(fan)).toBe(6000n);
    expect((await fan.messages(creator.id)).find((m) => m._id === counterMessage._id)?.meta.counter_status).toBe('accepted');
    expect((await fan.answerCounter(request._id, { counter_status: 'accepted' })).json().message).toBe(requestMessages.noOpenCounter);

    const ledger = await fan.inject('POST', '/api/requests/transaction-ledger', { request_id: request._id });
    expect(ledger.json<{ data: RequestLedgerEntry[] }>().data.map((entry) => [entry.kind, entry.amount])).toEqual([
      ['request', 25],
      ['counter', 15],
    ]);
    expect((await stranger.inject('POST', '/api/requests/transaction-ledger', { request_id: request._id })).statusCode).toBe(403);

    // Declined after the counter was paid: both payments come back, once.
    await creator.respond(request._id, { status: 2 });
    await testApp.services.requests.expireDue();
    expect(await wallet(fan)).toBe(10_000n);
    expect(await pending(creator)).toBe(0n);
    expect((await verifyLedger(testApp.db)).drift).toBe(0);
  });

  it('keeps the request as it was when the fan rejects the counter', async () => {
    const { creator, fan, request } = await sentCustom();
    await creator.respond(request._id, { counter_offer_price: 30 });
    const rejected = await fan.answerCounter(request._id, { counter_status: 'rejected' });
    expect(rejected.json<Paid>().data.request).toMatchObject({ status: 0, price: 25, counter_status: 'rejected' });
    expect(await wallet(fan)).toBe(7500n);
    expect((await deliver(creator, request._id)).statusCode).toBe(200);
  });

  it('a counter paid while the creator declines settles one way: refused, or refunded with the request', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { creator, fan, request } = await sentCustom();
      await creator.respond(request._id, { counter_offer_price: 30 });
      const [paid, declined] = await Promise.all([fan.answerCounter(request._id, { counter_status: 'accepted' }), creator.respond(request._id, { status: 2 })]);
      expect(declined.statusCode).toBe(200);
      expect([200, 409]).toContain(paid.statusCode);
      expect(await wallet(fan)).toBe(10_000n);
      expect(await pending(creator)).toBe(0n);
    }
    expect((await verifyLedger(testApp.db)).drift).toBe(0);
  });

  it('a counter paid while the creator accepts at the first price is handed back', async () => {
    const { creator, fan, request } = await sentCustom();
    await creator.respond(request._id, { counter_offer_price: 30 });
    const media = [{ path: await creator.upload(), type: 'image' }];
    const [paid, accepted] = await Promise.all([fan.answerCounter(request._id, { counter_status: 'accepted' }), creator.respond(request._id, { status: 1, details: 'Here', media })]);
    expect(accepted.statusCode).toBe(200);
    await testApp.services.requests.expireDue();
    const final = requestOf(await fan.get(request._id));
    expect(final.status).toBe(1);
    expect(await wallet(fan)).toBe(paid.statusCode === 200 && final.price === 30 ? 7000n : 7500n);
    expect((await verifyLedger(testApp.db)).drift).toBe(0);
  });
});

describe('calls', () => {
  it('accepts a call with a token for each party (each reads only their own), starts its timer and sets time up once it has run', async () => {
    const creator = await requestsUser(testApp, 'CREATOR');
    const service = await creator.offer({ type: 'VIDEO', name: 'Video chat', service_type: 'per_minute', price: 5 });
    const fan = await requestsUser(testApp, 'USER', 5000);
    const request = (await fan.request({ type: 'VIDEO', target_user: creator.id, service_id: service._id, proposed_duration: 2 })).json<Paid>().data.request;
    expect((await fan.inject('POST', `/api/requests/${request._id}/start-timer`)).json().message).toBe(requestMessages.notACall);
    expect((await creator.respond(request._id, { status: 1 })).statusCode).toBe(200);
    const call = (await fan.messages(creator.id))[0]!;
    expect(call).toMatchObject({ kind: 'accept-call', meta: { type: 'ACCEPT_CALL', reqId: request._id, duration: 120 } });
    expect(call.meta).not.toHaveProperty('call_token');
    expect(Object.keys(requestOf(await fan.get(request._id)).token)).toEqual([fan.id]);

    const started = requestOf(await fan.inject('POST', `/api/requests/${request._id}/start-timer`));
    expect(started.started_at).not.toBeNull();
    await movedBack([request._id], 'startedAt', 60);
    await testApp.services.requests.expireDue();
    expect(requestOf(await creator.get(request._id)).status).toBe(1);
    await movedBack([request._id], 'startedAt', 61);
    await testApp.services.requests.expireDue();
    expect(requestOf(await creator.get(request._id)).status).toBe(4);
    expect(await wallet(fan)).toBe(4000n);
  });

  it('sets time up from either party of an accepted call', async () => {
    const creator = await requestsUser(testApp, 'CREATOR');
    const service = await creator.offer({ type: 'VOICE', name: 'Voice chat', service_type: 'fixed_duration', duration: 300, price: 12 });
    const fan = await requestsUser(testApp, 'USER', 5000);
    const request = (await fan.request({ type: 'VOICE', target_user: creator.id, service_id: service._id })).json<Paid>().data.request;
    expect((await fan.inject('PATCH', `/api/requests/${request._id}`, { status: 4 })).statusCode).toBe(409);
    await creator.respond(request._id, { status: 1 });
    const ended = await fan.inject('PATCH', `/api/requests/${request._id}`, { status: 4 });
    expect([ended.statusCode, ended.json().message, requestOf(ended).status]).toEqual([200, requestMessages.timeUp, 4]);
  });

  it('accepts with status 1 (the creator only, at the request’s own offered amount); an accepted request answers as it is', async () => {
    const creator = await requestsUser(testApp, 'CREATOR');
    const service = await creator.offer({ type: 'VOICE', name: 'Voice chat', service_type: 'fixed_duration', duration: 300, price: 12 });
    const fan = await requestsUser(testApp, 'USER', 5000);
    const request = (await fan.request({ type: 'VOICE', target_user: creator.id, service_id: service._id })).json<Paid>().data.request;
    const byFan = await fan.inject('PATCH', `/api/requests/${request._id}`, { status: 1 });
    expect(byFan.statusCode).toBe(403);
    const wrongAmount = await creator.inject('PATCH', `/api/requests/${request._id}`, { status: 1, offered_amount: 15 });
    expect([wrongAmount.statusCode, wrongAmount.json().fields.offered_amount]).toEqual([400, requestMessages.offeredAmountMismatch]);
    const accepted = await creator.inject('PATCH', `/api/requests/${request._id}`, { status: 1, offered_amount: 12 });
    expect([accepted.statusCode, accepted.json().message, requestOf(accepted).status]).toEqual([200, requestMessages.requestAccepted, 1]);
    expect((await fan.messages(creator.id))[0]).toMatchObject({ kind: 'accept-call' });
    const again = await fan.inject('PATCH', `/api/requests/${request._id}`, { status: 1, offered_amount: 12 });
    expect([again.statusCode, requestOf(again).status]).toEqual([200, 1]);
    expect((await creator.inject('PATCH', `/api/requests/${request._id}`, { status: 2 })).statusCode).toBe(400);
  });

  it('keeps a rating’s delivery rule when accepted by status 1', async () => {
    const creator = await requestsUser(testApp, 'CREATOR');
    const rating = await creator.offer({ type: 'RATING', name: 'Rate me', includes: 'An honest rating', price: 10 });
    const fan = await requestsUser(testApp, 'USER', 5000);
    const media = [{ path: await fan.upload(), type: 'image' }];
    const request = (await fan.request({ type: 'RATING', target_user: creator.id, service_id: rating._id, request_note: 'Be honest', extra_data: { rating_type: 'Honest' }, media })).json<Paid>().data.request;
    const refused = await creator.inject('PATCH', `/api/requests/${request._id}`, { status: 1 });
    expect(refused.statusCode).toBe(400);
    expect(requestOf(await creator.get(request._id)).status).toBe(0);
  });
});
