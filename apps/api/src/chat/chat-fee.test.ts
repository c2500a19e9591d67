import type { Service } from '@velvet/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundWallet, idempotencyHeader } from '../../test/support/money.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { chatMessagesTable } from './schema.ts';
import { chatUser, entryOf, type ChatUserHandle } from './test-support.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** A fan and a creator selling the given chat fee, in one conversation; the fan's wallet holds $100. */
async function feeOnSale(fee: object) {
  const fan = await chatUser(testApp);
  const creator = await chatUser(testApp, 'CREATOR');
  const created = await creator.call('POST', '/api/users/services', { type: 'CHAT-FEE', name: 'Talk to me', ...fee });
  expect(created.statusCode).toBe(201);
  await fundWallet(testApp, fan.id, 10_000);
  const conversation = entryOf(await fan.open(creator.id));
  return { fan, creator, conversation, service: created.json<{ data: Service }>().data };
}

const buy = (fan: ChatUserHandle, serviceId: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/users/purchase-chat-fee-service',
    headers: { ...fan.headers, ...idempotencyHeader(randomUUID()) },
    payload: { service_id: serviceId, payment_mode: 'wallet' },
  });

const storedMessages = async (conversationId: string) => (await testApp.db.select().from(chatMessagesTable)).filter((row) => row.conversationId === conversationId).length;

describe('the chat-fee gate, answered by the services domain', () => {
  it('refuses a fan until the fee is bought, then lets them write', async () => {
    const { fan, conversation, service } = await feeOnSale({ chat_fee_type: 'Week', price: 10 });
    const refused = await fan.send(conversation._id, 'hello?');
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toBe('A chat fee is needed to message this creator.');
    expect(entryOf(await fan.call('GET', `/api/chat/conversations/${conversation._id}`)).chat_fee).toMatchObject({ granted: false, service_ids: [service._id] });

    expect((await buy(fan, service._id)).statusCode).toBe(200);
    expect((await fan.send(conversation._id, 'hello!')).statusCode).toBe(200);
    expect(entryOf(await fan.call('GET', `/api/chat/conversations/${conversation._id}`)).chat_fee).toMatchObject({ granted: true, available_messages: null });
    expect(await storedMessages(conversation._id)).toBe(1);
  });

  it('lets a PerMessage fee carry exactly its messages, even sent at once', async () => {
    const { fan, conversation, service } = await feeOnSale({ chat_fee_type: 'PerMessage', price: 5, amount_of_messages: 5 });
    expect((await buy(fan, service._id)).statusCode).toBe(200);

    const answers = await Promise.all(Array.from({ length: 7 }, (_, index) => fan.send(conversation._id, `message ${index}`)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
    const refused = answers.filter((answer) => answer.statusCode === 402);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.json().message).toBe('You have used all the messages of your chat fee.');
    expect(await storedMessages(conversation._id)).toBe(5);
  });

  it('applies a fee the creator sets to the fan’s next message', async () => {
    const fan = await chatUser(testApp);
    const creator = await chatUser(testApp, 'CREATOR');
    const conversation = entryOf(await fan.open(creator.id));
    expect((await fan.send(conversation._id, 'free for now')).statusCode).toBe(200);

    const created = await creator.call('POST', '/api/users/services', { type: 'CHAT-FEE', name: 'Talk to me', chat_fee_type: 'OneOff', price: 15 });
    expect(created.statusCode).toBe(201);
    const refused = await fan.send(conversation._id, 'and now?');
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toBe('A chat fee is needed to message this creator.');
    expect(await storedMessages(conversation._id)).toBe(1);
  });

  it('never asks a creator writing to a fan for a fee', async () => {
    const { creator, conversation } = await feeOnSale({ chat_fee_type: 'OneOff', price: 15 });
    expect((await creator.send(conversation._id, 'welcome')).statusCode).toBe(200);
  });
});

describe("a chat entry's buyers", () => {
  it('lists the fan’s real purchases with bought_at and expires_at, not every paid service, for both members', async () => {
    const { fan, creator, conversation, service } = await feeOnSale({ chat_fee_type: 'Week', price: 10 });
    const other = await creator.call('POST', '/api/users/services', { type: 'CHAT-FEE', name: 'Or one-off', chat_fee_type: 'OneOff', price: 25 });
    expect(other.statusCode).toBe(201);
    expect(entryOf(await fan.call('GET', `/api/chat/conversations/${conversation._id}`)).buyers).toEqual([]);

    const before = Date.now();
    expect((await buy(fan, service._id)).statusCode).toBe(200);
    const buyers = entryOf(await fan.call('GET', `/api/chat/conversations/${conversation._id}`)).buyers;
    expect(buyers).toEqual([{ buyer: fan.id, service_id: service._id, bought_at: expect.any(String), expires_at: expect.any(String) }]);
    const [bought] = buyers;
    expect(new Date(bought!.bought_at!).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(bought!.expires_at!).getTime() - new Date(bought!.bought_at!).getTime()).toBe(7 * 86_400_000);
    expect(entryOf(await creator.call('GET', `/api/chat/conversations/${conversation._id}`)).buyers).toEqual(buyers);
  });
});
