import type { ChatMessage, Promotion, ServiceRequest, Transaction } from '@velvet/contracts';
import { promotionPrice } from '@velvet/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { accounts, balance } from '../ledger/index.ts';
import { customFlexible, requestsUser, type RequestsUser } from './test-support.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

type Accepted = { data: { transaction: Transaction; promotion: Promotion; request: ServiceRequest | null }; message: string };
const inFuture = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const promote = (creator: RequestsUser, payload: object) => creator.inject('POST', '/api/requests/promotions', payload);
const accept = (fan: RequestsUser, id: string, payload: object = {}, key = randomUUID()) => fan.inject('POST', `/api/requests/promotions/${id}/accept`, payload, { 'idempotency-key': key });
const decline = (fan: RequestsUser, id: string) => fan.inject('POST', `/api/requests/promotions/${id}/decline`);
const promotionMessage = async (user: RequestsUser, other: string, id: string) => (await user.messages(other)).find((message: ChatMessage) => message.meta.promotionId === id);

async function customPromotion(walletCents = 10_000) {
  const creator = await requestsUser(testApp, 'CREATOR');
  const service = await creator.offer(customFlexible);
  const fan = await requestsUser(testApp, 'USER', walletCents);
  const sent = await promote(creator, { target_user: fan.id, service_id: service._id, offered_amount: 15, request_note: 'A clip with your name' });
  expect(sent.statusCode, sent.body).toBe(200);
  return { creator, fan, service, promotion: sent.json<{ data: Promotion }>().data };
}

describe('promotionPrice (spec section 9)', () => {
  const call = { type: 'VIDEO' as const, price: 30, has_discount: true, discount: { discount_value: 12, expires_on: '2099-01-01' } };
  it('takes the offered amount first', () => expect(promotionPrice(call, { offered_amount: 7, duration: 600 })).toBe(7));
  it('else the discount value times duration/60 for calls, 60 seconds by default', () => {
    expect(promotionPrice(call, { duration: 300 })).toBe(60);
    expect(promotionPrice(call, {})).toBe(12);
  });
  it('else the price', () => {
    expect(promotionPrice({ ...call, has_discount: false, discount: null }, { duration: 300 })).toBe(30);
    expect(promotionPrice({ ...call, type: 'RATING' }, { duration: 300 })).toBe(30);
  });
});

describe('POST /api/requests/promotions', () => {
  it("posts the promotion in the chat as 'sent' (New) with the promotion price", async () => {
    const { creator, fan, service, promotion } = await customPromotion();
    expect(promotion).toMatchObject({ status: 'sent', price: 15, type: 'CUSTOM-SERVICE', creator_id: creator.id, fan_id: fan.id, request_id: null });
    const message = await promotionMessage(fan, creator.id, promotion._id);
    expect(message).toMatchObject({ sender_id: creator.id, kind: 'request', message_text: 'A clip with your name' });
    expect(message?.meta).toMatchObject({ is_promotion: true, requestAccept: 'sent', offered_amount: 15, serviceId: service._id, type: 'CUSTOM-SERVICE' });
  });

  it('prices a discounted call by the discount value times its duration, and refuses fans, others’ services and creators as targets', async () => {
    const creator = await requestsUser(testApp, 'CREATOR');
    const video = await creator.offer({ type: 'VIDEO', name: 'Video chat', service_type: 'fixed_duration', duration: 600, fixed_price: true, price: 30, has_discount: true, discount: { discount_value: 12, expires_on: inFuture(5) } });
    const fan = await requestsUser(testApp);
    const sent = await promote(creator, { target_user: fan.id, service_id: video._id, extra_data: { duration: 300 } });
    expect(sent.json<{ data: Promotion }>().data).toMatchObject({ price: 60, duration: 300 });

    const other = await requestsUser(testApp, 'CREATOR');
    expect((await promote(other, { target_user: fan.id, service_id: video._id })).statusCode).toBe(404);
    expect((await promote(creator, { target_user: other.id, service_id: video._id })).json().message).toBe('Promotions are sent to fans');
    expect((await fan.inject('POST', '/api/requests/promotions', { target_user: creator.id, service_id: video._id })).statusCode).toBe(403);
  });
});

describe('accepting and declining a promotion', () => {
  it('pays the promotion price from the wallet, writes the request accepted (status 1) and marks the message Accepted, once per key', async () => {
    const { creator, fan, promotion } = await customPromotion();
    const key = randomUUID();
    const answers = await Promise.all([accept(fan, promotion._id, {}, key), accept(fan, promotion._id, {}, key)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const { data, message } = answers[0]!.json<Accepted>();
    expect(message).toBe("You've now accepted the request!");
    expect(data.transaction).toMatchObject({ status: 'Completed', category: 'ServiceRequest', amount: 15 });
    expect(data.promotion).toMatchObject({ status: 'accepted', request_id: data.request!._id });
    expect(data.request).toMatchObject({ status: 1, price: 15, type: 'CUSTOM-SERVICE', creator_id: creator.id });
    expect(answers[1]!.json<Accepted>().data.transaction._id).toBe(data.transaction._id);
    expect(await balance(testApp.db, accounts.fanWallet(fan.id))).toBe(8500n);

    const shown = await promotionMessage(creator, fan.id, promotion._id);
    expect(shown?.meta).toMatchObject({ requestAccept: true, reqId: data.request!._id });
    const again = await accept(fan, promotion._id);
    expect([again.statusCode, again.json().message]).toEqual([409, 'This promotion has already been answered']);
  });

  it('accepts a call promotion with its call tokens and an ACCEPT_CALL message', async () => {
    const creator = await requestsUser(testApp, 'CREATOR');
    const voice = await creator.offer({ type: 'VOICE', name: 'Voice chat', service_type: 'per_minute', price: 5 });
    const fan = await requestsUser(testApp, 'USER', 5000);
    const promotion = (await promote(creator, { target_user: fan.id, service_id: voice._id })).json<{ data: Promotion }>().data;
    expect(promotion).toMatchObject({ price: 5, duration: 60 });
    const accepted = (await accept(fan, promotion._id)).json<Accepted>().data;
    expect(accepted.request).toMatchObject({ status: 1, type: 'VOICE', duration: 60 });
    expect(Object.keys(accepted.request!.token)).toEqual([fan.id]);
    expect((await fan.messages(creator.id))[0]).toMatchObject({ kind: 'accept-call', meta: { type: 'ACCEPT_CALL', reqId: accepted.request!._id } });
  });

  it('leaves the promotion New and charges nothing when the wallet is short', async () => {
    const { creator, fan, promotion } = await customPromotion(500);
    const answer = await accept(fan, promotion._id);
    expect(answer.statusCode).toBe(400);
    expect((await promotionMessage(creator, fan.id, promotion._id))?.meta.requestAccept).toBe('sent');
    expect(await balance(testApp.db, accounts.fanWallet(fan.id))).toBe(500n);
  });

  it('declines: the message reads Declined, and it can be answered only once and only by its fan', async () => {
    const { creator, fan, promotion } = await customPromotion();
    const outsider = await requestsUser(testApp);
    expect((await decline(outsider, promotion._id)).statusCode).toBe(404);
    expect((await creator.inject('POST', `/api/requests/promotions/${promotion._id}/decline`)).statusCode).toBe(403);
    const declined = await decline(fan, promotion._id);
    expect([declined.statusCode, declined.json().message, declined.json().data.status]).toEqual([200, 'Promotion declined', 'declined']);
    expect((await promotionMessage(fan, creator.id, promotion._id))?.meta.requestAccept).toBe(false);
    expect((await accept(fan, promotion._id)).statusCode).toBe(409);
    expect((await decline(fan, promotion._id)).statusCode).toBe(409);
  });

  it('asks for a card in card mode', async () => {
    const { fan, promotion } = await customPromotion(0);
    const noCard = await accept(fan, promotion._id, { payment_mode: 'card' });
    expect([noCard.statusCode, noCard.json().message]).toEqual([400, 'Card selection is required']);
  });
});

describe('GET /api/requests (the Requests inbox)', () => {
  it('lists what a fan sent and what a creator received, newest first with their states, and nobody else’s', async () => {
    const { creator, fan, promotion } = await customPromotion();
    await accept(fan, promotion._id);
    const service = await creator.offer({ type: 'RATING', name: 'Rate my look', includes: 'Honest rating', fixed_price: true, price: 10 });
    const media = [{ path: await fan.upload(), type: 'image' }];
    const sent = await fan.request({ type: 'RATING', target_user: creator.id, service_id: service._id, request_note: 'Be honest', media, extra_data: { rating_type: 'Honest' } });
    expect(sent.statusCode, sent.body).toBe(200);
    const box = async (user: RequestsUser, which: string) => (await user.inject('GET', `/api/requests?box=${which}`)).json<{ data: ServiceRequest[] }>().data;
    expect((await box(fan, 'sent')).map((request) => [request.type, request.status])).toEqual([
      ['RATING', 0],
      ['CUSTOM-SERVICE', 1],
    ]);
    expect((await box(creator, 'received')).map((request) => request.fan_id)).toEqual([fan.id, fan.id]);
    expect(await box(creator, 'sent')).toEqual([]);
    expect(await box(await requestsUser(testApp), 'sent')).toEqual([]);
  });
});
