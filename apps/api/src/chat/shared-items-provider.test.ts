import type { ChatMessage, Transaction } from '@velvet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyHeader } from '../../test/support/money.ts';
import { eventually, sandboxedTestApp, saveCardAtProvider, TEST_CARDS } from '../../test/support/paysim.ts';
import { getPost, publish } from '../../test/support/posts.ts';
import { channelWithPackages } from '../../test/support/subscriptions.ts';
import type { TestApp } from '../../test/support/test-app.ts';
import { chatUser, entryOf, messageOf, type ChatUserHandle } from './test-support.ts';

let testApp: TestApp;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ testApp, stop } = await sandboxedTestApp());
}, 120_000);
afterAll(() => stop?.());

const buy = (fan: ChatUserHandle, messageId: string, payload: object) =>
  testApp.app.inject({ method: 'POST', url: `/api/chat/messages/${messageId}/buy`, headers: { ...fan.headers, ...idempotencyHeader() }, payload });
const paidOf = async (fan: ChatUserHandle, conversationId: string, messageId: string) => {
  const page = (await fan.call('GET', `/api/chat/conversations/${conversationId}/messages`)).json<{ data: { items: ChatMessage[] } }>().data;
  return page.items.find((item) => item._id === messageId)?.meta.paid;
};

/** A creator who shares `payload` with a new fan; answers both, the conversation and the shared message. */
async function shared(payload: (creator: ChatUserHandle) => Promise<object>) {
  const creator = await chatUser(testApp, 'CREATOR');
  const fan = await chatUser(testApp);
  const conversation = entryOf(await creator.open(fan.id));
  const message = messageOf(await creator.call('POST', '/api/chat/shared-items', { channel_id: conversation._id, ...(await payload(creator)) }));
  return { creator, fan, conversationId: conversation._id, message };
}

describe('a shared item bought by card or iDEAL shows Purchased once its payment settles', () => {
  it('iDEAL: the message stays unpaid while the bank page is open, and is paid when the webhook settles it', async () => {
    const { fan, conversationId, message } = await shared(async (creator) => {
      const post = await publish(testApp, creator.headers, { text: 'Golden hour', visibility: 'paid', price: 8 });
      return { entity_type: 'post', entity_id: post._id };
    });
    await fan.call('PUT', '/api/payments/ideal-details', { f_name: 'Alex', l_name: 'Turner', email: 'alex@example.test' });
    const response = await buy(fan, message._id, { entity_type: 'post', payment_mode: 'iDEAL' });
    const transaction = response.json<{ data: Transaction }>().data;
    expect(transaction).toMatchObject({ status: 'Pending', method: 'iDEAL' });
    expect(await paidOf(fan, conversationId, message._id)).toBe(false);

    const bank = await fetch(transaction.redirect_url!, { method: 'POST', body: new URLSearchParams({ bank: 'ing', action: 'approve' }), redirect: 'manual' });
    expect([302, 303]).toContain(bank.status);
    expect(await eventually(() => paidOf(fan, conversationId, message._id), Boolean)).toBe(true);
    expect((await getPost(testApp, message.meta.shared_item!.entity_id, fan.headers)).json().data.lock).toBeNull();
  });

  it('card: a shared channel bought with a saved card marks the message paid with the subscription', async () => {
    const { fan, conversationId, message } = await shared(async (creator) => {
      const { channel } = await channelWithPackages(testApp, creator.id, [{ priceCents: 1300 }]);
      return { entity_type: 'channel', entity_id: channel.id };
    });
    const card = await saveCardAtProvider(testApp, fan.headers, TEST_CARDS.visa);
    const response = await buy(fan, message._id, { entity_type: 'channel', payment_mode: 'card', tokenised_card_id: card._id });
    expect(response.statusCode, response.body).toBe(200);
    expect(await eventually(() => paidOf(fan, conversationId, message._id), Boolean)).toBe(true);
  });

  it('a declined card leaves the message unpaid, its Buy button still there', async () => {
    const { fan, conversationId, message } = await shared(async (creator) => {
      const post = await publish(testApp, creator.headers, { text: 'Studio day', visibility: 'paid', price: 6 });
      return { entity_type: 'post', entity_id: post._id };
    });
    const card = await saveCardAtProvider(testApp, fan.headers, TEST_CARDS.declinedAfterSaving);
    const response = await buy(fan, message._id, { entity_type: 'post', payment_mode: 'card', tokenised_card_id: card._id });
    expect(response.json<{ data: Transaction }>().data).toMatchObject({ status: 'Failed' });
    expect(await paidOf(fan, conversationId, message._id)).toBe(false);
  });
});
