import type { ChatMessage, CollabGroup, Transaction } from '@velvet/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundWallet, idempotencyHeader } from '../../test/support/money.ts';
import { getPost, publish } from '../../test/support/posts.ts';
import { channelWithPackages, saveCardRow } from '../../test/support/subscriptions.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { verifyLedger } from '../ledger/index.ts';
import { chatUser, entryOf, type ChatUserHandle } from './test-support.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const share = (creator: ChatUserHandle, payload: object) => creator.call('POST', '/api/chat/shared-items', payload);
const buy = (user: ChatUserHandle, messageId: string, payload: object = { entity_type: 'post' }, key = randomUUID()) =>
  testApp.app.inject({ method: 'POST', url: `/api/chat/messages/${messageId}/buy`, headers: { ...user.headers, ...idempotencyHeader(key) }, payload });
const messageOf = (response: { json: () => unknown }) => (response.json() as { data: ChatMessage }).data;

/** A creator, a fan with $50 and a card on file, and their conversation. */
async function pair() {
  const creator = await chatUser(testApp, 'CREATOR');
  const fan = await chatUser(testApp);
  await fundWallet(testApp, fan.id, 5000);
  await saveCardRow(testApp, fan.id);
  const conversation = entryOf(await creator.open(fan.id));
  return { creator, fan, conversation };
}

describe('POST /api/chat/shared-items', () => {
  it('shares a pay-to-view post as a message both see, with its name and price', async () => {
    const { creator, fan, conversation } = await pair();
    const post = await publish(testApp, creator.headers, { text: 'Sunset set\nten photos', visibility: 'paid', price: 7.5 });
    const response = await share(creator, { channel_id: conversation._id, entity_type: 'post', entity_id: post._id, message_text: 'Just for you' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Item shared');
    const message = messageOf(response);
    expect(message).toMatchObject({ kind: 'shared-item', message_text: 'Just for you', meta: { shared_item: { entity_type: 'post', entity_id: post._id, name: 'Sunset set', price: 7.5, package_id: null }, paid: false } });
    const page = (await fan.call('GET', `/api/chat/conversations/${conversation._id}/messages`)).json().data;
    expect(page.items[0]).toMatchObject({ _id: message._id, kind: 'shared-item' });
  });

  it("shares a channel at its cheapest package unless one is named, and a collab group its sharer belongs to", async () => {
    const { creator, conversation } = await pair();
    const { channel, packages } = await channelWithPackages(testApp, creator.id, [{ validityType: 'MONTHLY', priceCents: 1500 }, { validityType: 'QUARTERLY', priceCents: 1200 }]);
    const cheapest = messageOf(await share(creator, { channel_id: conversation._id, entity_type: 'channel', entity_id: channel.id }));
    expect(cheapest.meta.shared_item).toMatchObject({ entity_type: 'channel', name: channel.name, price: 12, package_id: packages[1]!.id, months: 3 });
    const named = messageOf(await share(creator, { channel_id: conversation._id, entity_type: 'channel', entity_id: channel.id, package_id: packages[0]!.id }));
    expect(named.meta.shared_item).toMatchObject({ price: 15, package_id: packages[0]!.id, months: 1 });

    const partner = await chatUser(testApp, 'CREATOR');
    const created = await creator.call('POST', '/api/collab-groups', {
      name: 'The Duo',
      about: 'Two creators',
      owner_share_percent: 60,
      members: [{ creator_id: partner.id, share_percent: 40 }],
      packages: [{ validity_type: 'MONTHLY', price: 20 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const group = created.json<{ data: CollabGroup }>().data;
    const shared = messageOf(await share(creator, { channel_id: conversation._id, entity_type: 'group', entity_id: group._id }));
    expect(shared.meta.shared_item).toMatchObject({ entity_type: 'group', name: 'The Duo', price: 20 });
  });

  it("refuses another creator's item, a free post, fans, an unknown type and an outsider's conversation", async () => {
    const { creator, fan, conversation } = await pair();
    const other = await chatUser(testApp, 'CREATOR');
    const theirs = await publish(testApp, other.headers, { text: 'Not yours', visibility: 'paid', price: 5 });
    const free = await publish(testApp, creator.headers, { text: 'Free for all', visibility: 'free' });
    const refused = async (user: ChatUserHandle, payload: object) => {
      const response = await share(user, { channel_id: conversation._id, ...payload });
      return [response.statusCode, response.json().message];
    };
    expect(await refused(creator, { entity_type: 'post', entity_id: theirs._id })).toEqual([403, 'You can only share your own posts, channels and collab groups']);
    expect(await refused(creator, { entity_type: 'post', entity_id: free._id })).toEqual([400, 'This item is not for sale']);
    expect(await refused(creator, { entity_type: 'story', entity_id: free._id })).toEqual([400, 'Invalid entity type']);
    expect(await refused(fan, { entity_type: 'post', entity_id: free._id })).toEqual([403, expect.any(String)]);
    expect(await refused(other, { entity_type: 'post', entity_id: theirs._id })).toEqual([404, 'Conversation not found']);
    expect((await fan.call('GET', `/api/chat/conversations/${conversation._id}/messages`)).json().data.items).toEqual([]);
  });
});

describe('GET /api/chat/shareable-items', () => {
  it('lists only my own paid posts and my channels at their cheapest package, and refuses fans', async () => {
    const { creator, fan } = await pair();
    await publish(testApp, creator.headers, { text: 'Paid one', visibility: 'paid', price: 8 });
    await publish(testApp, creator.headers, { text: 'Free one', visibility: 'free' });
    const { channel, packages } = await channelWithPackages(testApp, creator.id, [{ validityType: 'MONTHLY', priceCents: 900 }, { validityType: 'YEARLY', priceCents: 9000, isActive: false }]);
    const list = async (type: string) => (await creator.call('GET', `/api/chat/shareable-items?entity_type=${type}`)).json().data;
    expect(await list('post')).toEqual([expect.objectContaining({ entity_type: 'post', name: 'Paid one', price: 8 })]);
    expect(await list('channel')).toEqual([{ entity_type: 'channel', entity_id: channel.id, package_id: packages[0]!.id, name: channel.name, price: 9, months: 1 }]);
    expect(await list('group')).toEqual([]);
    expect((await fan.call('GET', '/api/chat/shareable-items?entity_type=post')).statusCode).toBe(403);
    expect((await creator.call('GET', '/api/chat/shareable-items?entity_type=story')).json().message).toBe('Invalid entity type');
  });
});

describe('POST /api/chat/messages/:id/buy', () => {
  it('buys a shared post from the wallet by default, once per key; the post unlocks and the message shows it paid', async () => {
    const { creator, fan, conversation } = await pair();
    const post = await publish(testApp, creator.headers, { text: 'Behind the scenes', visibility: 'paid', price: 9 });
    const message = messageOf(await share(creator, { channel_id: conversation._id, entity_type: 'post', entity_id: post._id }));

    const key = randomUUID();
    const answers = await Promise.all([1, 2].map(() => buy(fan, message._id, { entity_type: 'post' }, key)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(answers[0]!.json().message).toBe('Successfully purchased item.');
    const transaction = answers[0]!.json<{ data: Transaction }>().data;
    expect(transaction).toMatchObject({ category: 'PremiumPost', status: 'Completed', amount: 9 });
    expect(answers[1]!.json<{ data: Transaction }>().data._id).toBe(transaction._id);

    expect((await getPost(testApp, post._id, fan.headers)).json().data.lock).toBeNull();
    const page = (await fan.call('GET', `/api/chat/conversations/${conversation._id}/messages`)).json().data;
    expect(page.items[0].meta).toMatchObject({ paid: true });
    const again = await buy(fan, message._id);
    expect(again.statusCode).toBe(409);
    expect(await verifyLedger(testApp.db)).toMatchObject({ drift: 0, unbalancedEntries: 0, balanceMismatches: 0 });
  });

  it('subscribes the fan to a shared channel at the shared package', async () => {
    const { creator, fan, conversation } = await pair();
    const { channel, packages } = await channelWithPackages(testApp, creator.id, [{ priceCents: 1100 }]);
    const message = messageOf(await share(creator, { channel_id: conversation._id, entity_type: 'channel', entity_id: channel.id }));
    const response = await buy(fan, message._id, { entity_type: 'channel', payment_mode: 'wallet' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: Transaction }>().data).toMatchObject({ status: 'Completed', amount: 11 });
    const active = (await fan.call('GET', `/api/subscriptions/active?channel_id=${channel.id}`)).json().data;
    expect(active).toMatchObject({ other_data: { package_id: { _id: packages[0]!.id } } });
  });

  it('refuses a mismatched entity type, the sharer, an outsider, a plain message, a card without a card and a short wallet', async () => {
    const { creator, fan, conversation } = await pair();
    const post = await publish(testApp, creator.headers, { text: 'Expensive', visibility: 'paid', price: 80 });
    const message = messageOf(await share(creator, { channel_id: conversation._id, entity_type: 'post', entity_id: post._id }));
    const outsider = await chatUser(testApp);
    const plain = messageOf(await fan.send(conversation._id, 'Just words'));
    const refusal = async (response: Awaited<ReturnType<typeof buy>>) => [response.statusCode, response.json().message];

    expect(await refusal(await buy(fan, message._id, { entity_type: 'channel' }))).toEqual([400, 'Invalid entity type']);
    expect(await refusal(await buy(fan, message._id, { entity_type: 'event' }))).toEqual([400, 'Invalid entity type']);
    expect(await refusal(await buy(creator, message._id))).toEqual([403, 'Only the fan it was shared with can buy this item']);
    expect(await refusal(await buy(outsider, message._id))).toEqual([404, 'This message does not share an item']);
    expect(await refusal(await buy(fan, plain._id))).toEqual([400, 'This message does not share an item']);
    expect(await refusal(await buy(fan, message._id, { entity_type: 'post', payment_mode: 'card' }))).toEqual([400, 'Card selection is required']);
    expect((await buy(fan, message._id)).json().message).toBe('Insufficient balance. Please add funds to your wallet.');
  });

  it('keeps fans without age verification out, with the purchase gate', async () => {
    const { creator, conversation, fan } = await pair();
    const post = await publish(testApp, creator.headers, { text: 'Gated', visibility: 'paid', price: 5 });
    const message = messageOf(await share(creator, { channel_id: conversation._id, entity_type: 'post', entity_id: post._id }));
    await testApp.services.accounts.moveKycStatus(testApp.db, { userId: fan.id, from: ['verified'], to: 'declined' });
    expect((await buy(fan, message._id)).json().message).toBe('Complete your KYC (creator) or age verification to purchase');
  });
});
