import type { Consumables, OnDemandPlan, Transaction } from '@velvet/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundWallet, idempotencyHeader } from '../../test/support/money.ts';
import { vaultPicture } from '../../test/support/media.ts';
import { bearer, createTestApp, createUser, signIn, type TestApp } from '../../test/support/test-app.ts';
import { chatUser, entryOf, type ChatUserHandle } from '../chat/test-support.ts';
import { accounts, balance, verifyLedger } from '../ledger/index.ts';

let testApp: TestApp;
let adminHeaders: Record<string, string>;
let plans: OnDemandPlan[];
beforeAll(async () => {
  testApp = await createTestApp();
  const admin = await createUser(testApp, { role: 'ADMIN' });
  adminHeaders = bearer(await signIn(testApp, admin.username));
});
afterAll(() => testApp.close());

const dmPlan = () => plans[1]!;
const buy = (user: ChatUserHandle, planId: string, packageId: string, key = randomUUID(), payload: object = { payment_mode: 'wallet' }) =>
  testApp.app.inject({ method: 'POST', url: `/api/plans/on-demand/${planId}/packages/${packageId}/buy`, headers: { ...user.headers, ...idempotencyHeader(key) }, payload });
const countsOf = async (user: ChatUserHandle) => (await user.call('GET', '/api/users/consumables')).json<{ data: Consumables }>().data;
const dm = (user: ChatUserHandle, channelId: string, message = 'Hello from a DM') => user.call('POST', '/api/chat/direct-message', { channel_id: channelId, message, media: [], vault_media_ids: [] });

/** A fan with $50 and a conversation with a creator who asks a chat fee. */
async function fanAndCreator() {
  const creator = await chatUser(testApp, 'CREATOR');
  const fan = await chatUser(testApp);
  await fundWallet(testApp, fan.id, 5000);
  const conversation = entryOf(await fan.open(creator.id));
  return { creator, fan, conversation };
}

describe('GET /api/plans/on-demand', () => {
  it('lists SuperLike, DirectMessage and Pokes with their packages; the second is for DMs', async () => {
    const { fan } = await fanAndCreator();
    plans = (await fan.call('GET', '/api/plans/on-demand')).json<{ data: OnDemandPlan[] }>().data;
    expect(plans.map((plan) => [plan.name, plan.for])).toEqual([
      ['SuperLike', 'super_likes'],
      ['DirectMessage', 'direct_message'],
      ['Pokes', 'pokes'],
    ]);
    expect(dmPlan().package[0]).toMatchObject({ price: 4.99, quantity: 5 });
    expect(dmPlan().media.path).toBe('/plans/direct-message.svg');
    expect(await countsOf(fan)).toEqual({ direct_message: 0, super_likes: 0, pokes: 0 });
  });
});

describe('POST /api/plans/on-demand/:planId/packages/:packageId/buy', () => {
  it('credits the package in the settling transaction, once per key; the platform keeps the money', async () => {
    const { fan } = await fanAndCreator();
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => buy(fan, dmPlan()._id, dmPlan().package[0]!._id, key)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((answer) => answer.json<{ data: Transaction }>().data._id)).size).toBe(1);
    expect(answers[0]!.json<{ data: Transaction }>().data).toMatchObject({ category: 'SpecialOptions', status: 'Completed', amount: 4.99 });
    expect(await countsOf(fan)).toMatchObject({ direct_message: 5 });
    const total = answers[0]!.json<{ data: Transaction }>().data.total_amount_with_tax;
    expect(await balance(testApp.db, accounts.fanWallet(fan.id))).toBe(5000n - BigInt(Math.round(total * 100)));
    expect((await testApp.services.notifications.list(fan.id, { limit: 1 })).items[0]).toMatchObject({ type: 'Consumable-Purchase', message: 'Purchase successful: 5 direct messages' });
    expect((await verifyLedger(testApp.db)).drift).toBe(0);
  });

  it('refuses a package of another plan, a card without its id and a short wallet', async () => {
    const { fan } = await fanAndCreator();
    expect((await buy(fan, plans[0]!._id, dmPlan().package[0]!._id)).statusCode).toBe(404);
    const noCard = await buy(fan, dmPlan()._id, dmPlan().package[0]!._id, randomUUID(), { payment_mode: 'card' });
    expect([noCard.statusCode, noCard.json().message]).toEqual([400, 'Card selection is required']);
    const poor = await chatUser(testApp);
    const short = await buy(poor, dmPlan()._id, dmPlan().package[0]!._id);
    expect([short.statusCode, short.json().message]).toEqual([400, 'Insufficient balance. Please add funds to your wallet.']);
    expect(await countsOf(poor)).toMatchObject({ direct_message: 0 });
  });

  it('takes the package back on a refund, and refuses the refund once some of it is spent', async () => {
    const { fan, conversation } = await fanAndCreator();
    const bought = (await buy(fan, dmPlan()._id, dmPlan().package[0]!._id)).json<{ data: Transaction }>().data;
    const refund = (id: string) => testApp.app.inject({ method: 'POST', url: `/api/admin/transactions/${id}/refund`, headers: adminHeaders, payload: { reason: 'Bought by mistake' } });
    expect((await refund(bought._id)).statusCode).toBe(200);
    expect(await countsOf(fan)).toMatchObject({ direct_message: 0 });
    const again = (await buy(fan, dmPlan()._id, dmPlan().package[0]!._id)).json<{ data: Transaction }>().data;
    expect((await dm(fan, conversation._id)).statusCode).toBe(200);
    expect((await refund(again._id)).statusCode).toBe(409);
    expect(await countsOf(fan)).toMatchObject({ direct_message: 4 });
    expect((await verifyLedger(testApp.db)).drift).toBe(0);
  });
});

describe('POST /api/chat/direct-message', () => {
  it('delivers into the conversation without a chat fee, for one direct message, and answers the counts', async () => {
    const { creator, fan, conversation } = await fanAndCreator();
    await buy(fan, dmPlan()._id, dmPlan().package[0]!._id);
    const response = await dm(fan, conversation._id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Message Sent Successfully');
    expect(response.json().data).toMatchObject({ message: { message_text: 'Hello from a DM', sender_id: fan.id }, consumables: { direct_message: 4 } });
    const page = (await creator.call('GET', `/api/chat/conversations/${conversation._id}/messages`)).json().data;
    expect(page.items[0]).toMatchObject({ message_text: 'Hello from a DM' });
  });

  it('never goes below zero under concurrent sends: exactly as many DMs as were bought', async () => {
    const { fan, conversation } = await fanAndCreator();
    await buy(fan, dmPlan()._id, dmPlan().package[0]!._id);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, index) => dm(fan, conversation._id, `DM ${index}`)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused.map((answer) => [answer.statusCode, answer.json().message])).toEqual(Array.from({ length: 3 }, () => [402, 'You have no direct messages left']));
    expect(await countsOf(fan)).toMatchObject({ direct_message: 0 });
    const page = (await fan.call('GET', `/api/chat/conversations/${conversation._id}/messages`)).json().data;
    expect(page.items).toHaveLength(5);
  });

  it('refuses an empty message, vault media not in the sender’s vault, a creator without direct messages, a fan-to-fan DM and outsiders', async () => {
    const { creator, fan, conversation } = await fanAndCreator();
    await buy(fan, dmPlan()._id, dmPlan().package[0]!._id);
    const empty = await dm(fan, conversation._id, '  ');
    expect([empty.statusCode, empty.json().message]).toEqual([400, 'Please enter a message']);
    const vault = await fan.call('POST', '/api/chat/direct-message', { channel_id: conversation._id, message: 'hi', vault_media_ids: [randomUUID()] });
    expect([vault.statusCode, vault.json().message]).toEqual([400, 'This media is not in your vault']);
    const creatorWithout = await dm(creator, conversation._id);
    expect([creatorWithout.statusCode, creatorWithout.json().message]).toEqual([402, 'You have no direct messages left']);
    const otherFan = await chatUser(testApp);
    const fanToFan = entryOf(await fan.open(otherFan.id));
    expect((await dm(fan, fanToFan._id)).json().message).toBe('Direct messages, super likes and pokes are for creators');
    const outsider = await chatUser(testApp);
    expect((await dm(outsider, conversation._id)).statusCode).toBe(404);
    expect(await countsOf(fan)).toMatchObject({ direct_message: 5 });
  });
});

describe('a creator’s direct message to a fan', () => {
  /** A creator with a package of five direct messages and a conversation with a fan. */
  async function creatorWithDirectMessages() {
    const { creator, fan, conversation } = await fanAndCreator();
    await fundWallet(testApp, creator.id, 5000);
    expect((await buy(creator, dmPlan()._id, dmPlan().package[0]!._id)).statusCode).toBe(200);
    return { creator, fan, conversation };
  }

  it('delivers a message, files or vault media (any one is enough) for one direct message each', async () => {
    const { creator, fan, conversation } = await creatorWithDirectMessages();
    const text = await dm(creator, conversation._id, 'Thanks for following me');
    expect([text.statusCode, text.json().message]).toEqual([200, 'Message Sent Successfully']);
    expect(text.json().data).toMatchObject({ message: { message_text: 'Thanks for following me', sender_id: creator.id }, consumables: { direct_message: 4 } });

    const item = await vaultPicture(testApp, creator.headers);
    const vaultOnly = await creator.call('POST', '/api/chat/direct-message', { channel_id: conversation._id, vault_media_ids: [item._id] });
    expect(vaultOnly.statusCode, vaultOnly.body).toBe(200);
    expect(vaultOnly.json().data).toMatchObject({ message: { message_text: '', media: [{ type: 'image' }] }, consumables: { direct_message: 3 } });

    const empty = await dm(creator, conversation._id, ' ');
    expect([empty.statusCode, empty.json().message]).toEqual([400, 'Please enter a message']);
    const page = (await fan.call('GET', `/api/chat/conversations/${conversation._id}/messages`)).json().data;
    expect(page.items.map((message: { sender_id: string }) => message.sender_id)).toEqual([creator.id, creator.id]);
  });

  it('respects the fan’s ‘Allow messages from’ and blocks, spending nothing', async () => {
    const { creator, fan, conversation } = await creatorWithDirectMessages();
    await fan.setPrivacy({ allow_messages_from: 'nobody' });
    const refused = await dm(creator, conversation._id);
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'This user does not accept messages']);
    await fan.setPrivacy({ allow_messages_from: 'everyone' });
    await fan.call('PUT', `/api/chat/conversations/${conversation._id}/settings`, { blocked: true });
    const blocked = await dm(creator, conversation._id);
    expect([blocked.statusCode, blocked.json().message]).toEqual([403, 'You cannot message this user']);
    expect(await countsOf(creator)).toMatchObject({ direct_message: 5 });
  });

  it('goes to fans only: a creator-to-creator DM is refused', async () => {
    const { creator } = await creatorWithDirectMessages();
    const other = await chatUser(testApp, 'CREATOR');
    const between = entryOf(await creator.open(other.id));
    const refused = await dm(creator, between._id);
    expect([refused.statusCode, refused.json().message]).toEqual([400, 'Creators send direct messages to fans']);
    expect(await countsOf(creator)).toMatchObject({ direct_message: 5 });
  });
});

describe('super likes and pokes', () => {
  it('spends one on a creator, who is notified; refuses at zero and for a non-creator', async () => {
    const { creator, fan } = await fanAndCreator();
    const none = await fan.call('POST', `/api/users/${creator.id}/poke`);
    expect([none.statusCode, none.json().message]).toEqual([402, 'You have no pokes left']);
    await buy(fan, plans[2]!._id, plans[2]!.package[0]!._id);
    await buy(fan, plans[0]!._id, plans[0]!.package[0]!._id);
    const poke = await fan.call('POST', `/api/users/${creator.id}/poke`);
    expect([poke.statusCode, poke.json().message, poke.json().data.pokes]).toEqual([200, 'Poke sent', 9]);
    expect((await testApp.services.notifications.list(creator.id, { limit: 1 })).items[0]).toMatchObject({ type: 'Poke', message: `${fan.username} poked you`, data: { user_id: fan.id } });
    const superLikes = await Promise.all(Array.from({ length: 7 }, () => fan.call('POST', `/api/users/${creator.id}/super-like`)));
    expect(superLikes.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
    expect(await countsOf(fan)).toEqual({ direct_message: 0, super_likes: 0, pokes: 9 });
    const otherFan = await chatUser(testApp);
    expect((await fan.call('POST', `/api/users/${otherFan.id}/poke`)).statusCode).toBe(400);
  });
});

describe('the verification gate on direct messages (spec section 5)', () => {
  it("refuses a fan without age verification with 'send direct message', spending nothing", async () => {
    const creator = await chatUser(testApp, 'CREATOR');
    const fan = await chatUser(testApp, 'USER', { kycStatus: 'none' });
    const conversation = entryOf(await creator.open(fan.id));
    const response = await dm(fan, conversation._id);
    expect([response.statusCode, response.json().message]).toEqual([403, 'Complete your KYC (creator) or age verification to send direct message']);
    expect((await creator.call('GET', `/api/chat/conversations/${conversation._id}/messages`)).json().data.items).toEqual([]);
  });
});
