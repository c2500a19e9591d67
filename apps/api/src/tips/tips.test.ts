import type { Transaction } from '@velvet/contracts';
import { EARNINGS_HOLD_DAYS, tipMessages } from '@velvet/contracts';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundWallet, idempotencyHeader } from '../../test/support/money.ts';
import { bearer, createTestApp, createUser, signIn, type TestApp } from '../../test/support/test-app.ts';
import { accounts, balance, verifyLedger } from '../ledger/index.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function fanAndCreator(walletCents = 0) {
  const fan = await createUser(testApp);
  const creator = await createUser(testApp, { role: 'CREATOR' });
  if (walletCents) await fundWallet(testApp, fan.id, walletCents);
  return { fan, creator, headers: bearer(await signIn(testApp, fan.username)) };
}

const tip = (headers: Record<string, string>, payload: object, key = randomUUID()) =>
  testApp.app.inject({ method: 'POST', url: '/api/tips', headers: { ...headers, ...idempotencyHeader(key) }, payload });

const walletTip = (recipientId: string, amount: number) => ({ recipient_id: recipientId, amount, payment_mode: 'wallet' });

describe('POST /api/tips from the wallet', () => {
  it('moves the total out of the wallet and splits it between the creator and the platform', async () => {
    const { fan, creator, headers } = await fanAndCreator(5000);
    const response = await tip(headers, { ...walletTip(creator.id, 10), message: 'Love it' });
    expect(response.statusCode).toBe(200);
    const transaction = response.json<{ data: Transaction }>().data;
    expect(transaction).toMatchObject({ status: 'Completed', category: 'Tip', method: 'wallet', amount: 10, total_amount_with_tax: 10, platform_fee: 2, net_amount: 8 });

    expect(await balance(testApp.db, accounts.fanWallet(fan.id))).toBe(4000n);
    expect(await balance(testApp.db, accounts.creatorPending(creator.id))).toBe(800n);
    expect(await testApp.services.notifications.counts(creator.id)).toEqual({ read: 0, unread: 1 });
    expect((await testApp.services.notifications.list(creator.id, { limit: 1 })).items[0]).toMatchObject({ type: 'Profile-Tip' });
  });

  it("tells the fan and the creator, each notification stored at the tip's own time", async () => {
    const { fan, creator, headers } = await fanAndCreator(5000);
    const transaction = (await tip(headers, walletTip(creator.id, 10))).json<{ data: Transaction }>().data;
    const [toFan] = (await testApp.services.notifications.list(fan.id, { limit: 1 })).items;
    const [toCreator] = (await testApp.services.notifications.list(creator.id, { limit: 1 })).items;
    expect(toFan).toMatchObject({ type: 'Profile-Tip', message: tipMessages.sent, created_at: transaction.created_at });
    expect(toCreator).toMatchObject({ type: 'Profile-Tip', message: `${fan.username} sent you a $10.00 tip`, created_at: transaction.created_at });
  });

  it('writes the transaction, its recipient and its earning in one statement, all at the time the answer gives', async () => {
    const { creator, headers } = await fanAndCreator(5000);
    const transaction = (await tip(headers, walletTip(creator.id, 10))).json<{ data: Transaction }>().data;
    const { rows } = await testApp.db.execute<{ at: string; recipient_at: string; recipient_id: string; releasable_at: string }>(sql`
      select t.created_at as at, r.created_at as recipient_at, r.recipient_id, e.releasable_at - make_interval(days => ${EARNINGS_HOLD_DAYS}) as releasable_at
      from transactions t join transaction_recipients r on r.transaction_id = t.id join earnings e on e.transaction_id = t.id
      where t.id = ${transaction._id}`);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row!.recipient_id).toBe(creator.id);
    expect([row!.at, row!.recipient_at, row!.releasable_at].map((at) => new Date(at).toISOString())).toEqual(Array(3).fill(transaction.created_at));
  });

  it('moves money once when the same request is retried with its key, even concurrently', async () => {
    const { fan, creator, headers } = await fanAndCreator(5000);
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => tip(headers, walletTip(creator.id, 20), key)));
    const ids = new Set(answers.map((answer) => answer.json<{ data: Transaction }>().data._id));
    expect(ids.size).toBe(1);
    expect(await balance(testApp.db, accounts.fanWallet(fan.id))).toBe(3000n);
  });

  it('answers a retry with the first tip even when that tip spent the whole wallet', async () => {
    const { fan, creator, headers } = await fanAndCreator(1000);
    const key = randomUUID();
    const first = await tip(headers, walletTip(creator.id, 10), key);
    const retry = await tip(headers, walletTip(creator.id, 10), key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json<{ data: Transaction }>().data._id).toBe(first.json<{ data: Transaction }>().data._id);
    expect(await balance(testApp.db, accounts.fanWallet(fan.id))).toBe(0n);
  });

  it('lets exactly the affordable tips through when 100 race for one balance', async () => {
    const { fan, creator, headers } = await fanAndCreator(5000);
    const post = await testApp.services.posts.create(creator.id, { text: 'Tip jar' });
    const answers = await Promise.all(Array.from({ length: 100 }, () => tip(headers, { ...walletTip(creator.id, 5), traceable_data: { entity: 'post', ref: post._id } })));
    const accepted = answers.filter((answer) => answer.statusCode === 200).length;
    expect(accepted).toBe(10);
    expect(answers.filter((answer) => answer.statusCode === 400).every((answer) => answer.json().message === 'Insufficient balance. Please add funds to your wallet.')).toBe(true);
    expect(await balance(testApp.db, accounts.fanWallet(fan.id))).toBe(0n);
    expect((await verifyLedger(testApp.db)).drift).toBe(0);
  });

  it("answers the spec's message and writes nothing when the wallet is short", async () => {
    const { fan, creator, headers } = await fanAndCreator(500);
    const response = await tip(headers, walletTip(creator.id, 10));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Insufficient balance. Please add funds to your wallet.');
    expect(await balance(testApp.db, accounts.fanWallet(fan.id))).toBe(500n);
    const list = await testApp.app.inject({ method: 'GET', url: '/api/transactions', headers });
    expect(list.json().data.items).toEqual([]);
  });
});

describe('POST /api/tips refuses bad input', () => {
  it.each([
    [undefined, 'Tip amount is required'],
    [4.99, 'Tip amount should not be less than 5'],
    [5000.01, 'Tip amount should not exceed 5000'],
    [10.001, 'Amounts have at most two decimals'],
    ['ten', 'Tip amount is required'],
  ])('amount %s: %s', async (amount, message) => {
    const { creator, headers } = await fanAndCreator();
    const response = await tip(headers, { recipient_id: creator.id, amount, payment_mode: 'wallet' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.amount).toBe(message);
  });

  it('tips a channel as Channel-Tip, only the recipient’s own channel', async () => {
    const { creator, headers } = await fanAndCreator(5000);
    const channel = await testApp.services.channels.create({ creatorId: creator.id, name: 'Channel', username: `ch_${creator.username}`, hashtags: [] });
    const response = await tip(headers, { ...walletTip(creator.id, 10), traceable_data: { entity: 'channel', ref: channel.id } });
    expect(response.statusCode, response.body).toBe(200);
    expect((await testApp.services.notifications.list(creator.id, { limit: 1 })).items[0]).toMatchObject({ type: 'Channel-Tip' });
    const other = await createUser(testApp, { role: 'CREATOR' });
    const elsewhere = await tip(headers, { ...walletTip(other.id, 10), traceable_data: { entity: 'channel', ref: channel.id } });
    expect([elsewhere.statusCode, elsewhere.json().message]).toEqual([404, 'Channel not found']);
    expect((await tip(headers, { ...walletTip(creator.id, 10), traceable_data: { entity: 'channel', ref: 'not-a-channel' } })).statusCode).toBe(404);
  });

  it('needs a payment type and, for a card, the card', async () => {
    const { creator, headers } = await fanAndCreator();
    expect((await tip(headers, { recipient_id: creator.id, amount: 10 })).json().fields.payment_mode).toBe('Payment Type is required');
    expect((await tip(headers, { recipient_id: creator.id, amount: 10, payment_mode: 'card' })).json().fields.tokenised_card_id).toBe('Card selection is required');
  });

  it('needs an Idempotency-Key', async () => {
    const { creator, headers } = await fanAndCreator(1000);
    const response = await testApp.app.inject({ method: 'POST', url: '/api/tips', headers, payload: walletTip(creator.id, 10) });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('idempotency-key');
  });

  it('refuses a tip to a fan, to oneself, and with another user’s card', async () => {
    const { fan, headers } = await fanAndCreator(5000);
    const otherFan = await createUser(testApp);
    expect((await tip(headers, walletTip(otherFan.id, 10))).statusCode).toBe(404);
    const creator = await createUser(testApp, { role: 'CREATOR' });
    const creatorHeaders = bearer(await signIn(testApp, creator.username));
    expect((await tip(creatorHeaders, walletTip(creator.id, 10))).statusCode).toBe(400);
    const foreignCard = await tip(headers, { recipient_id: creator.id, amount: 10, payment_mode: 'card', tokenised_card_id: randomUUID() });
    expect(foreignCard.statusCode).toBe(404);
    expect(await balance(testApp.db, accounts.fanWallet(fan.id))).toBe(5000n);
  });
});

describe('earnings release', () => {
  it('moves an earning from pending to available after 14 days, once', async () => {
    const { creator, headers } = await fanAndCreator(5000);
    await tip(headers, walletTip(creator.id, 10));
    const fifteenDaysLater = new Date(Date.now() + 15 * 86_400_000);

    expect(await testApp.services.earnings.releaseDue(new Date())).toBe(0);
    expect(await testApp.services.earnings.releaseDue(fifteenDaysLater)).toBeGreaterThanOrEqual(1);
    // Other test files add earnings meanwhile, so the second run is judged by this creator's balances.
    await testApp.services.earnings.releaseDue(fifteenDaysLater);
    expect(await balance(testApp.db, accounts.creatorPending(creator.id))).toBe(0n);
    expect(await balance(testApp.db, accounts.creatorAvailable(creator.id))).toBe(800n);
  });
});

describe('POST /api/admin/jobs/earnings-release', () => {
  it('lets an admin run the release as of a later date; others are refused', async () => {
    const { creator, headers } = await fanAndCreator(5000);
    await tip(headers, walletTip(creator.id, 10));
    const asOf = new Date(Date.now() + 15 * 86_400_000).toISOString();
    expect((await testApp.app.inject({ method: 'POST', url: '/api/admin/jobs/earnings-release', headers, payload: { as_of: asOf } })).statusCode).toBe(403);

    const admin = await createUser(testApp, { role: 'ADMIN' });
    const adminHeaders = bearer(await signIn(testApp, admin.username));
    const response = await testApp.app.inject({ method: 'POST', url: '/api/admin/jobs/earnings-release', headers: adminHeaders, payload: { as_of: asOf } });
    expect(response.json().data.released).toBeGreaterThanOrEqual(1);
    expect(await balance(testApp.db, accounts.creatorAvailable(creator.id))).toBe(800n);
  });
});

describe('GET /api/transactions', () => {
  it('shows the payer a debit and the creator a credit of their share; others get 404', async () => {
    const { creator, headers } = await fanAndCreator(5000);
    const transaction = (await tip(headers, walletTip(creator.id, 10))).json<{ data: Transaction }>().data;
    const creatorHeaders = bearer(await signIn(testApp, creator.username));
    const seenByCreator = await testApp.app.inject({ method: 'GET', url: `/api/transactions/${transaction._id}`, headers: creatorHeaders });
    expect(seenByCreator.json().data).toMatchObject({ is_credit: true, net_amount: 8, from: { role: 'USER' } });

    const stranger = await createUser(testApp);
    const seenByStranger = await testApp.app.inject({ method: 'GET', url: `/api/transactions/${transaction._id}`, headers: bearer(await signIn(testApp, stranger.username)) });
    expect(seenByStranger.statusCode).toBe(404);
  });
});
