import type { ChatMessage, CollabGroup, Notification, Transaction } from '@velvet/contracts';
import { skrillMessages } from '@velvet/contracts';
import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, balance, verifyLedger } from '../../src/ledger/index.ts';
import { idempotencyHeader } from '../support/money.ts';
import { eventually, sandboxedTestApp } from '../support/paysim.ts';
import type { ApiProcess } from '../support/processes.ts';
import { creatorWithChannel, getPost, publish, signedInFan } from '../support/posts.ts';
import { addressOf, buyPayload, creatorWithProduct } from '../support/shop.ts';
import { channelWithPackages } from '../support/subscriptions.ts';
import { chatUser, entryOf, messageOf, type ChatUserHandle } from '../../src/chat/test-support.ts';
import type { TestApp } from '../support/test-app.ts';

// The paysim test secret (test/support/paysim.ts): the inbox test signs its own copies with it.
const WEBHOOK_SECRET = 'velvet-test-webhook-secret-0123456789abcdef';

let testApp: TestApp;
let paysim: ApiProcess;
let stop: () => Promise<void>;
let apiUrl: string;

beforeAll(async () => {
  // Chaos: every webhook arrives 1–5 times, shuffled among the others.
  ({ testApp, paysim, apiUrl, stop } = await sandboxedTestApp({}, { PAYSIM_WEBHOOK_CHAOS: 'true', PAYSIM_WEBHOOK_CHAOS_MAX_DELAY_MS: '300' }));
}, 120_000);
afterAll(() => stop?.());

type Headers = Record<string, string>;
const api = (options: { method: 'GET' | 'POST'; url: string; headers: Headers; payload?: object }) => testApp.app.inject(options);
const transactionOf = async (id: string, headers: Headers) => (await api({ method: 'GET', url: `/api/transactions/${id}`, headers })).json<{ data: Transaction }>().data;
const settledOf = (id: string, headers: Headers) => eventually(() => transactionOf(id, headers), (transaction) => transaction.status !== 'Pending');

/** What the payer does on the wallet's hosted page. */
async function answerWalletPage(url: string, fields: Record<string, string>) {
  const response = await fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
  expect(response.status).toBe(303);
  return response.headers.get('location')!;
}

const tip = (headers: Headers, recipientId: string, key = randomUUID()) =>
  api({ method: 'POST', url: '/api/v2/tips', headers: { ...headers, ...idempotencyHeader(key) }, payload: { recipient_id: recipientId, amount: 20, message: 'Thanks!' } });

describe('the hosted wallet behind the payments port (v2 calls)', () => {
  it('starts a v2 tip as a pending skrill payment on the wallet page, and a retry answers the same page', async () => {
    const creator = await creatorWithChannel(testApp);
    const fan = await signedInFan(testApp);
    const key = randomUUID();
    const first = await tip(fan.headers, creator.id, key);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(skrillMessages.started);
    const started = first.json<{ data: Transaction }>().data;
    expect(started).toMatchObject({ status: 'Pending', method: 'skrill', category: 'Tip', redirect_url: expect.stringContaining(`${paysim.baseUrl}/hosted/wallet/wlt_`) });

    const retried = (await tip(fan.headers, creator.id, key)).json<{ data: Transaction }>().data;
    expect(retried).toMatchObject({ _id: started._id, redirect_url: started.redirect_url });
  });

  it('settles a paid tip exactly once through its webhooks: one ledger entry, one earning, one notification each', async () => {
    const creator = await creatorWithChannel(testApp);
    const fan = await signedInFan(testApp);
    const started = (await tip(fan.headers, creator.id)).json<{ data: Transaction }>().data;
    const back = await answerWalletPage(started.redirect_url!, { action: 'pay', email: 'fan@example.test' });
    expect(back).toBe(`http://velvet.test/payments/provider-return?transaction_id=${started._id}&payment_id=${back.split('payment_id=')[1]!.split('&')[0]}&status=succeeded`);

    expect(await settledOf(started._id, fan.headers)).toMatchObject({ status: 'Completed', method: 'skrill' });
    // Let every chaotic copy arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await balance(testApp.db, accounts.creatorPending(creator.id))).toBe(1600n);
    const creatorTips = (await testApp.services.notifications.list(creator.id, { limit: 50 })).items.filter((item: Notification) => item.data.transaction_id === started._id);
    expect(creatorTips).toHaveLength(1);
    expect((await verifyLedger(testApp.db)).drift).toBe(0);
  });

  it('applies a shuffled flood of duplicate wallet.succeeded deliveries once', async () => {
    const creator = await creatorWithChannel(testApp);
    const fan = await signedInFan(testApp);
    const started = (await tip(fan.headers, creator.id)).json<{ data: Transaction }>().data;
    const paymentId = new URL(started.redirect_url!).pathname.split('/').pop()!;
    const payment = { id: paymentId, status: 'succeeded', amount: 2000, currency: 'USD', merchant_reference: started._id };
    const bodies = [`evt_${randomUUID()}`, `evt_${randomUUID()}`].flatMap((id) => Array.from({ length: 6 }, () => JSON.stringify({ id, type: 'wallet.succeeded', created: Math.floor(Date.now() / 1000), data: payment })));
    bodies.sort(() => Math.random() - 0.5);
    const sign = (body: string, at = Math.floor(Date.now() / 1000)) => `t=${at},v1=${createHmac('sha256', WEBHOOK_SECRET).update(`${at}.${body}`).digest('hex')}`;
    const answers = await Promise.all(
      bodies.map((body) => fetch(`${apiUrl}/api/webhooks/paysim`, { method: 'POST', headers: { 'content-type': 'application/json', 'paysim-signature': sign(body) }, body })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(bodies.map(() => 200));
    const results = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { result: string }).result));
    expect(results.filter((result) => result === 'applied')).toHaveLength(2);

    expect(await transactionOf(started._id, fan.headers)).toMatchObject({ status: 'Completed' });
    expect(await balance(testApp.db, accounts.creatorPending(creator.id))).toBe(1600n);
    expect((await verifyLedger(testApp.db)).drift).toBe(0);
  });

  it('fails a payment cancelled on the wallet page, with the provider reason, and moves no money', async () => {
    const creator = await creatorWithChannel(testApp);
    const fan = await signedInFan(testApp);
    const started = (await tip(fan.headers, creator.id)).json<{ data: Transaction }>().data;
    expect(await answerWalletPage(started.redirect_url!, { action: 'cancel' })).toContain('status=failed');

    expect(await settledOf(started._id, fan.headers)).toMatchObject({ status: 'Failed', failure_reason: 'Cancelled by the customer' });
    expect(await balance(testApp.db, accounts.creatorPending(creator.id))).toBe(0n);
  });

  it('unlocks a paid post by the v2 buy-post call once the wallet has paid', async () => {
    const creator = await creatorWithChannel(testApp);
    const post = await publish(testApp, creator.headers, { text: 'Paid set', visibility: 'paid', price: 10 });
    const fan = await signedInFan(testApp);
    const response = await api({ method: 'POST', url: `/api/v2/posts/${post._id}/unlock`, headers: { ...fan.headers, ...idempotencyHeader() }, payload: {} });
    expect(response.statusCode).toBe(200);
    const started = response.json<{ data: Transaction }>().data;
    expect(started).toMatchObject({ status: 'Pending', method: 'skrill', category: 'PremiumPost' });
    expect((await getPost(testApp, post._id, fan.headers)).json().data.lock).toMatchObject({ reason: 'paid' });

    await answerWalletPage(started.redirect_url!, { action: 'pay', email: 'fan@example.test' });
    expect(await settledOf(started._id, fan.headers)).toMatchObject({ status: 'Completed' });
    expect((await getPost(testApp, post._id, fan.headers)).json().data.lock).toBeNull();
  });

  it('holds the stock for a v2 shop purchase and gives it back when the wallet payment fails', async () => {
    const { creator, product } = await creatorWithProduct(testApp, { quantity: 2 });
    const fan = await signedInFan(testApp);
    const address = await addressOf(testApp, fan.headers);
    const { payment_mode: _mode, ...payload } = buyPayload(product._id, address._id, { qty: 2 }) as Record<string, unknown>;
    const response = await api({ method: 'POST', url: '/api/v2/shops/buy-product', headers: { ...fan.headers, ...idempotencyHeader() }, payload });
    expect(response.statusCode).toBe(200);
    const started = response.json<{ data: Transaction }>().data;
    expect(started).toMatchObject({ status: 'Pending', method: 'skrill', category: 'ProductSell' });
    const stock = async () => (await api({ method: 'GET', url: `/api/shops/fetch-products/${product._id}`, headers: creator.headers })).json().data.quantity;
    expect(await stock()).toBe(0);

    await answerWalletPage(started.redirect_url!, { action: 'pay', email: 'broke@empty.wallet.test' });
    expect(await settledOf(started._id, fan.headers)).toMatchObject({ status: 'Failed', failure_reason: 'Insufficient wallet balance' });
    expect(await stock()).toBe(2);
  });

  describe('buy-entity v2: an item shared in a chat, paid on the wallet page', () => {
    const share = async (creator: ChatUserHandle, payload: object) => messageOf(await creator.call('POST', '/api/chat/shared-items', payload));
    const buyV2 = (fan: ChatUserHandle, messageId: string, payload: object, key = randomUUID()) =>
      api({ method: 'POST', url: `/api/v2/chat/messages/${messageId}/buy`, headers: { ...fan.headers, ...idempotencyHeader(key) }, payload });
    const messageIn = async (fan: ChatUserHandle, conversationId: string, messageId: string) =>
      (await fan.call('GET', `/api/chat/conversations/${conversationId}/messages`)).json<{ data: { items: ChatMessage[] } }>().data.items.find((item) => item._id === messageId)!;

    async function sharedPost() {
      const creator = await chatUser(testApp, 'CREATOR');
      const fan = await chatUser(testApp);
      const conversation = entryOf(await creator.open(fan.id));
      const post = await publish(testApp, creator.headers, { text: 'Shared set', visibility: 'paid', price: 10 });
      const message = await share(creator, { channel_id: conversation._id, entity_type: 'post', entity_id: post._id });
      return { creator, fan, conversation, post, message };
    }

    it('starts a pending skrill purchase; a retry answers the same page; the post stays locked and the message unpaid until the wallet pays', async () => {
      const { fan, conversation, post, message } = await sharedPost();
      const key = randomUUID();
      const first = await buyV2(fan, message._id, { entity_type: 'post' }, key);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().message).toBe(skrillMessages.started);
      const started = first.json<{ data: Transaction }>().data;
      expect(started).toMatchObject({ status: 'Pending', method: 'skrill', category: 'PremiumPost', redirect_url: expect.stringContaining('/hosted/wallet/wlt_') });
      expect((await buyV2(fan, message._id, { entity_type: 'post' }, key)).json<{ data: Transaction }>().data).toMatchObject({ _id: started._id, redirect_url: started.redirect_url });

      expect((await getPost(testApp, post._id, fan.headers)).json().data.lock).toMatchObject({ reason: 'paid' });
      expect((await messageIn(fan, conversation._id, message._id)).meta.paid).toBe(false);
    });

    it('settles once through repeated, shuffled webhooks: one unlock, one earning, one notification each, the message paid', async () => {
      const { creator, fan, conversation, post, message } = await sharedPost();
      const started = (await buyV2(fan, message._id, { entity_type: 'post' })).json<{ data: Transaction }>().data;
      await answerWalletPage(started.redirect_url!, { action: 'pay', email: 'fan@example.test' });
      expect(await settledOf(started._id, fan.headers)).toMatchObject({ status: 'Completed', method: 'skrill' });

      // The sandbox delivers each webhook 1–5 times; replay the success twice more ourselves.
      const paymentId = new URL(started.redirect_url!).pathname.split('/').pop()!;
      const payment = { id: paymentId, status: 'succeeded', amount: 1000, currency: 'USD', merchant_reference: started._id };
      const body = JSON.stringify({ id: `evt_${randomUUID()}`, type: 'wallet.succeeded', created: Math.floor(Date.now() / 1000), data: payment });
      const at = Math.floor(Date.now() / 1000);
      const signature = `t=${at},v1=${createHmac('sha256', WEBHOOK_SECRET).update(`${at}.${body}`).digest('hex')}`;
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const answer = await fetch(`${apiUrl}/api/webhooks/paysim`, { method: 'POST', headers: { 'content-type': 'application/json', 'paysim-signature': signature }, body });
        expect(answer.status).toBe(200);
      }
      await new Promise((resolve) => setTimeout(resolve, 1500));

      expect((await getPost(testApp, post._id, fan.headers)).json().data.lock).toBeNull();
      expect((await messageIn(fan, conversation._id, message._id)).meta.paid).toBe(true);
      expect(await balance(testApp.db, accounts.creatorPending(creator.id))).toBe(800n);
      const sales = (await testApp.services.notifications.list(creator.id, { limit: 50 })).items.filter((item: Notification) => item.data.transaction_id === started._id);
      expect(sales).toHaveLength(1);
      const bought = (await testApp.services.notifications.list(fan.id, { limit: 50 })).items.filter((item: Notification) => item.data.transaction_id === started._id);
      expect(bought).toHaveLength(1);
      expect((await buyV2(fan, message._id, { entity_type: 'post' })).statusCode).toBe(409);
      expect((await verifyLedger(testApp.db)).drift).toBe(0);
    });

    it('subscribes to a shared channel once the wallet pays, and leaves the message unpaid when the payment is cancelled', async () => {
      const creator = await chatUser(testApp, 'CREATOR');
      const fan = await chatUser(testApp);
      const conversation = entryOf(await creator.open(fan.id));
      const { channel } = await channelWithPackages(testApp, creator.id, [{ priceCents: 1100 }]);
      const message = await share(creator, { channel_id: conversation._id, entity_type: 'channel', entity_id: channel.id });

      const cancelled = (await buyV2(fan, message._id, { entity_type: 'channel' })).json<{ data: Transaction }>().data;
      expect(cancelled).toMatchObject({ status: 'Pending', method: 'skrill', category: 'ChannelSubscription' });
      await answerWalletPage(cancelled.redirect_url!, { action: 'cancel' });
      expect(await settledOf(cancelled._id, fan.headers)).toMatchObject({ status: 'Failed' });
      expect((await messageIn(fan, conversation._id, message._id)).meta.paid).toBe(false);

      const started = (await buyV2(fan, message._id, { entity_type: 'channel' })).json<{ data: Transaction }>().data;
      await answerWalletPage(started.redirect_url!, { action: 'pay', email: 'fan@example.test' });
      expect(await settledOf(started._id, fan.headers)).toMatchObject({ status: 'Completed' });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const active = (await fan.call('GET', `/api/subscriptions/active?channel_id=${channel.id}`)).json().data;
      expect(active).toMatchObject({ is_cancelled: false });
      expect((await messageIn(fan, conversation._id, message._id)).meta.paid).toBe(true);
      expect((await verifyLedger(testApp.db)).drift).toBe(0);
    });

    it('refuses a collab group (not a hosted-wallet type) and payment fields, writing nothing', async () => {
      const creator = await chatUser(testApp, 'CREATOR');
      const partner = await chatUser(testApp, 'CREATOR');
      const fan = await chatUser(testApp);
      const conversation = entryOf(await creator.open(fan.id));
      const created = await creator.call('POST', '/api/collab-groups', {
        name: 'The Duo',
        about: 'Two creators',
        owner_share_percent: 60,
        members: [{ creator_id: partner.id, share_percent: 40 }],
        packages: [{ validity_type: 'MONTHLY', price: 20 }],
      });
      const group = created.json<{ data: CollabGroup }>().data;
      const message = await share(creator, { channel_id: conversation._id, entity_type: 'group', entity_id: group._id });
      const refused = await buyV2(fan, message._id, { entity_type: 'group' });
      expect([refused.statusCode, refused.json().message]).toEqual([400, skrillMessages.notOffered]);
      expect((await buyV2(fan, message._id, { entity_type: 'group', payment_mode: 'wallet' })).statusCode).toBe(400);
      expect((await api({ method: 'GET', url: '/api/transactions', headers: fan.headers })).json().data.items).toEqual([]);
    });
  });

  it('deposits into the wallet through the hosted wallet (Deposit is one of its types)', async () => {
    const fan = await signedInFan(testApp);
    const response = await api({ method: 'POST', url: '/api/wallet/deposit', headers: { ...fan.headers, ...idempotencyHeader() }, payload: { amount: 25, payment_mode: 'skrill' } });
    expect(response.statusCode).toBe(200);
    const started = response.json().data;
    expect(started).toMatchObject({ status: 'Pending', redirect_url: expect.stringContaining('/hosted/wallet/') });
    await answerWalletPage(started.redirect_url, { action: 'pay', email: 'fan@example.test' });
    expect(await eventually(() => balance(testApp.db, accounts.fanWallet(fan.id)), (value) => value === 2500n)).toBe(2500n);
  });

  it('is offered for exactly the spec types: any other purchase is refused and writes nothing', async () => {
    const creator = await creatorWithChannel(testApp);
    const fan = await signedInFan(testApp);
    const purchase = testApp.services.checkout.purchase({
      payerId: fan.id,
      idempotencyKey: randomUUID(),
      type: 'CounterOffer',
      priceCents: 1000,
      payee: { creatorId: creator.id },
      payment: { mode: 'skrill' },
    });
    await expect(purchase).rejects.toThrow(skrillMessages.notOffered);
    const history = await api({ method: 'GET', url: '/api/transactions', headers: fan.headers });
    expect(history.json().data.items).toEqual([]);
  });

  it('refuses payment fields in a v2 call and tells the web the wallet is on', async () => {
    const creator = await creatorWithChannel(testApp);
    const fan = await signedInFan(testApp);
    const withMode = await api({
      method: 'POST',
      url: '/api/v2/tips',
      headers: { ...fan.headers, ...idempotencyHeader() },
      payload: { recipient_id: creator.id, amount: 20, payment_mode: 'wallet' },
    });
    expect(withMode.statusCode).toBe(400);
    expect((await api({ method: 'GET', url: '/api/payments/flags', headers: {} })).json().data).toEqual({ ideal_enabled: true, skrill_enabled: true });
  });
});
