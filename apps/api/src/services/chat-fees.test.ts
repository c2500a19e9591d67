import type { Service, ServicesAnswer, Transaction } from '@velvet/contracts';
import { serviceMessages } from '@velvet/contracts';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundWallet, idempotencyHeader } from '../../test/support/money.ts';
import { bearer, createTestApp, createUser, signIn, type TestApp } from '../../test/support/test-app.ts';
import { accounts, balance, verifyLedger } from '../ledger/index.ts';
import { accessExpiry } from './chat-fee-expiry.ts';
import { chatFeePurchases } from './schema.ts';

let testApp: TestApp;
let adminHeaders: Record<string, string>;
beforeAll(async () => {
  testApp = await createTestApp();
  const admin = await createUser(testApp, { role: 'ADMIN' });
  adminHeaders = bearer(await signIn(testApp, admin.username));
});
afterAll(() => testApp.close());

type Headers = Record<string, string>;

/** A creator selling one chat fee, and a fan with `walletCents` in the wallet. */
async function chatFeeOnSale(fee: object, walletCents = 10_000) {
  const creator = await createUser(testApp, { role: 'CREATOR' });
  const creatorHeaders = bearer(await signIn(testApp, creator.username));
  const created = await testApp.app.inject({ method: 'POST', url: '/api/users/services', headers: creatorHeaders, payload: { type: 'CHAT-FEE', name: 'Chat with me', ...fee } });
  expect(created.statusCode).toBe(201);
  const fan = await createUser(testApp);
  if (walletCents) await fundWallet(testApp, fan.id, walletCents);
  return { creator, creatorHeaders, fan, headers: bearer(await signIn(testApp, fan.username)), service: created.json<{ data: Service }>().data };
}

const buy = (headers: Headers, serviceId: string, key = randomUUID()) =>
  testApp.app.inject({ method: 'POST', url: '/api/users/purchase-chat-fee-service', headers: { ...headers, ...idempotencyHeader(key) }, payload: { service_id: serviceId, payment_mode: 'wallet' } });

const purchaseOf = async (transactionId: string) => (await testApp.db.select().from(chatFeePurchases).where(eq(chatFeePurchases.transactionId, transactionId)))[0]!;

describe('POST /api/users/purchase-chat-fee-service by wallet', () => {
  it('takes the price once for a retried key, grants a month of chat (calendar-aware) and tells both sides', async () => {
    const { creator, fan, headers, service } = await chatFeeOnSale({ chat_fee_type: 'Month', price: 20 });
    const services = testApp.services.services;
    expect(await services.chatFeeAccess(fan.id, creator.id)).toEqual({ required: true, granted: false, expiresAt: null, availableMessages: null, serviceIds: [service._id] });

    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => buy(headers, service._id, key)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((answer) => answer.json<{ data: Transaction }>().data._id)).size).toBe(1);
    const { data: transaction, message } = answers[0]!.json<{ data: Transaction; message: string }>();
    expect(message).toBe('Chat fee paid successfully');
    expect(transaction).toMatchObject({ status: 'Completed', category: 'ChatFee', amount: 20, net_amount: 16 });
    expect(await balance(testApp.db, accounts.fanWallet(fan.id))).toBe(8000n);
    expect(await balance(testApp.db, accounts.creatorPending(creator.id))).toBe(1600n);
    expect((await verifyLedger(testApp.db)).drift).toBe(0);

    const purchase = await purchaseOf(transaction._id);
    expect(purchase.expiresAt).toEqual(accessExpiry(purchase.boughtAt, 'Month', 1));
    expect(await services.chatFeeAccess(fan.id, creator.id)).toEqual({ required: true, granted: true, expiresAt: purchase.expiresAt, availableMessages: null, serviceIds: [service._id] });
    expect(await testApp.db.transaction((tx) => services.consumeChatMessage(tx, fan.id, creator.id))).toBe(true);

    const [toFan] = (await testApp.services.notifications.list(fan.id, { limit: 1 })).items;
    const [toCreator] = (await testApp.services.notifications.list(creator.id, { limit: 1 })).items;
    expect(toFan).toMatchObject({ type: 'Chat-Fee-Purchase', message: 'Chat fee paid successfully' });
    expect(toCreator).toMatchObject({ type: 'Chat-Fee-Purchase', message: `${fan.username} paid $20.00 for Chat with me` });
  });

  it('lists a live fee under the fan’s ready-to-use services', async () => {
    const { creator, headers, service } = await chatFeeOnSale({ chat_fee_type: 'Week', unit: 2, price: 10 });
    await buy(headers, service._id);
    const answer = (await testApp.app.inject({ method: 'GET', url: `/api/users/services?user_id=${creator.id}`, headers })).json<ServicesAnswer>();
    expect(answer.subscribed_services).toEqual([expect.objectContaining({ service: expect.objectContaining({ _id: service._id }), available_message: null })]);
    const weeks = (new Date(answer.subscribed_services[0]!.expires_at!).getTime() - new Date(answer.subscribed_services[0]!.bought_at).getTime()) / (7 * 86_400_000);
    expect(weeks).toBe(2);
  });

  it('gives a one-off fee endless access', async () => {
    const { creator, fan, headers, service } = await chatFeeOnSale({ chat_fee_type: 'OneOff', price: 15 });
    await buy(headers, service._id);
    expect(await testApp.services.services.chatFeeAccess(fan.id, creator.id)).toMatchObject({ granted: true, expiresAt: null, availableMessages: null });
  });

  it('counts a PerMessage allowance down to zero, then refuses', async () => {
    const { creator, fan, headers, service } = await chatFeeOnSale({ chat_fee_type: 'PerMessage', amount_of_messages: 5, price: 8 });
    const transaction = (await buy(headers, service._id)).json<{ data: Transaction }>().data;
    expect(transaction.category).toBe('PerMessageChatFee');
    const services = testApp.services.services;
    expect(await services.chatFeeAccess(fan.id, creator.id)).toMatchObject({ granted: true, availableMessages: 5 });

    const taken = await Promise.all(Array.from({ length: 7 }, () => testApp.db.transaction((tx) => services.consumeChatMessage(tx, fan.id, creator.id))));
    expect(taken.filter(Boolean)).toHaveLength(5);
    expect(await services.chatFeeAccess(fan.id, creator.id)).toMatchObject({ required: true, granted: false, availableMessages: null });
    expect(await testApp.db.transaction((tx) => services.consumeChatMessage(tx, fan.id, creator.id))).toBe(false);
  });

  it('charges the offer price while the discount runs', async () => {
    const expiresOn = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const { headers, service } = await chatFeeOnSale({ chat_fee_type: 'OneOff', price: 20, has_discount: true, discount: { discount_value: 12, expires_on: expiresOn } });
    expect((await buy(headers, service._id)).json().data.amount).toBe(12);
  });

  it("answers 'Insufficient balance' and writes nothing when the wallet is short", async () => {
    const { creator, fan, headers, service } = await chatFeeOnSale({ chat_fee_type: 'OneOff', price: 20 }, 500);
    const response = await buy(headers, service._id);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Insufficient balance');
    expect(await balance(testApp.db, accounts.fanWallet(fan.id))).toBe(500n);
    expect(await testApp.services.services.chatFeeAccess(fan.id, creator.id)).toMatchObject({ granted: false });
  });

  it('ends the access when the purchase is refunded', async () => {
    const { creator, fan, headers, service } = await chatFeeOnSale({ chat_fee_type: 'OneOff', price: 20 });
    const transaction = (await buy(headers, service._id)).json<{ data: Transaction }>().data;
    const refund = await testApp.app.inject({ method: 'POST', url: `/api/admin/transactions/${transaction._id}/refund`, headers: adminHeaders, payload: { reason: 'Creator unavailable' } });
    expect(refund.statusCode).toBe(200);
    expect(await testApp.services.services.chatFeeAccess(fan.id, creator.id)).toMatchObject({ required: true, granted: false });
    expect(await balance(testApp.db, accounts.fanWallet(fan.id))).toBe(10_000n);
    expect((await verifyLedger(testApp.db)).drift).toBe(0);
  });
});

describe('chat fee access without a paid fee', () => {
  it('needs no fee when the creator sells none (defaults unpriced, Free or inactive)', async () => {
    const { creator, creatorHeaders, fan, service } = await chatFeeOnSale({ chat_fee_type: 'Free' });
    await testApp.app.inject({ method: 'GET', url: '/api/users/services', headers: creatorHeaders });
    const services = testApp.services.services;
    expect(await services.chatFeeAccess(fan.id, creator.id)).toEqual({ required: false });
    expect(await testApp.db.transaction((tx) => services.consumeChatMessage(tx, fan.id, creator.id))).toBe(true);
    expect(service.price).toBe(0);
  });
});

describe('POST /api/users/purchase-chat-fee-service refuses', () => {
  it('a free fee, an unpriced default, a service that is not a chat fee, one’s own fee and an unknown one', async () => {
    const { creatorHeaders, headers, service: free } = await chatFeeOnSale({ chat_fee_type: 'Free' });
    expect((await buy(headers, free._id)).json().message).toBe(serviceMessages.notForSale);
    const defaults = (await testApp.app.inject({ method: 'GET', url: '/api/users/services', headers: creatorHeaders })).json<ServicesAnswer>().data;
    expect((await buy(headers, defaults.find((item) => item.is_default)!._id)).json().message).toBe(serviceMessages.notForSale);
    const custom = await testApp.app.inject({ method: 'POST', url: '/api/users/services', headers: creatorHeaders, payload: { type: 'RATING', name: 'Rate me', includes: 'Honest rating', price: 10 } });
    expect((await buy(headers, custom.json().data._id)).json().message).toBe(serviceMessages.notChatFee);
    const paid = await testApp.app.inject({ method: 'POST', url: '/api/users/services', headers: creatorHeaders, payload: { type: 'CHAT-FEE', name: 'Paid chat', chat_fee_type: 'OneOff', price: 10 } });
    expect((await buy(creatorHeaders, paid.json().data._id)).json().message).toBe(serviceMessages.ownService);
    expect((await buy(headers, randomUUID())).statusCode).toBe(404);
  });

  it('guests (401), a missing Idempotency-Key and a card payment without a card', async () => {
    const { headers, service } = await chatFeeOnSale({ chat_fee_type: 'OneOff', price: 10 });
    expect((await buy({}, service._id)).statusCode).toBe(401);
    const keyless = await testApp.app.inject({ method: 'POST', url: '/api/users/purchase-chat-fee-service', headers, payload: { service_id: service._id, payment_mode: 'wallet' } });
    expect(keyless.json().fields).toHaveProperty('idempotency-key');
    const cardless = await testApp.app.inject({ method: 'POST', url: '/api/users/purchase-chat-fee-service', headers: { ...headers, ...idempotencyHeader() }, payload: { service_id: service._id, payment_mode: 'card' } });
    expect(cardless.json().fields.tokenised_card_id).toBe('Card selection is required');
  });
});
