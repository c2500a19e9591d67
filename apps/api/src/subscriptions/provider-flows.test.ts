import type { SubscriptionPurchase } from '@velvet/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundWallet, idempotencyHeader } from '../../test/support/money.ts';
import { eventually, sandboxedTestApp, saveCardAtProvider, TEST_CARDS } from '../../test/support/paysim.ts';
import { advanceSubscription, advanceToEnd, channelWithPackages, DAY_MS, renewSettled } from '../../test/support/subscriptions.ts';
import { bearer, createUser, signIn, type TestApp } from '../../test/support/test-app.ts';
import { accounts, balance, verifyLedger } from '../ledger/index.ts';
import { transactions } from '../transactions/schema.ts';
import { isEntitledToChannel } from './access.ts';
import { subscriptions } from './schema.ts';

/**
 * This file's renewal worker runs its clock 6 hours ahead and its subscriptions come due only then, so the
 * other files' workers (on the real clock, and without this file's provider sandbox) never take them.
 */
const AHEAD = 6 * 3_600_000;
const workerClock = () => new Date(Date.now() + AHEAD);

let testApp: TestApp;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ testApp, stop } = await sandboxedTestApp());
}, 120_000);
afterAll(() => stop?.());

async function fanWithCard(number: string, walletCents = 0) {
  const user = await createUser(testApp);
  const headers = bearer(await signIn(testApp, user.username));
  const card = await saveCardAtProvider(testApp, headers, number);
  if (walletCents) await fundWallet(testApp, user.id, walletCents);
  return { ...user, headers, card };
}

async function subscribedChannel(buyer: { headers: Record<string, string> }, payment: object) {
  const creator = await createUser(testApp, { role: 'CREATOR' });
  const { channel, packages } = await channelWithPackages(testApp, creator.id);
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/channel/${channel.id}/subscribe`,
    headers: { ...buyer.headers, ...idempotencyHeader() },
    payload: { package_id: packages[0]!.id, ...payment },
  });
  return { creator, channel, purchase: response.json<{ data: SubscriptionPurchase }>().data };
}

const subscriptionOf = async (fanId: string) => (await testApp.db.select().from(subscriptions).where(eq(subscriptions.fanId, fanId)))[0]!;
const renewalsOf = async (fanId: string) =>
  (await testApp.db.select().from(transactions).where(eq(transactions.payerId, fanId))).filter((row) => row.type === 'ChannelSubscriptionRenewal');

describe('subscribing by card', () => {
  it('creates the subscription when the card charge settles', async () => {
    const buyer = await fanWithCard(TEST_CARDS.visa);
    const { creator, channel, purchase } = await subscribedChannel(buyer, { payment_mode: 'card', tokenised_card_id: buyer.card._id });
    expect(purchase.transaction).toMatchObject({ status: 'Completed', method: 'card', category: 'ChannelSubscription' });
    expect(purchase.subscription).toMatchObject({ status: 'active', target: { _id: channel.id } });
    expect(await isEntitledToChannel(testApp.db, buyer.id, channel.id)).toBe(true);
    expect(await balance(testApp.db, accounts.creatorPending(creator.id))).toBe(800n);
  });
});

describe('subscribing by iDEAL', () => {
  it('answers the bank page, and the subscription exists once the webhook settles the payment', async () => {
    const user = await createUser(testApp);
    const headers = bearer(await signIn(testApp, user.username));
    await testApp.app.inject({ method: 'PUT', url: '/api/payments/ideal-details', headers, payload: { f_name: 'Alex', l_name: 'Turner', email: 'alex@example.test' } });
    const { channel, purchase } = await subscribedChannel({ headers }, { payment_mode: 'iDEAL' });
    expect(purchase.transaction).toMatchObject({ status: 'Pending', method: 'iDEAL' });
    expect(purchase.transaction.redirect_url).toBeTruthy();
    expect(purchase.subscription).toBeNull();
    expect(await isEntitledToChannel(testApp.db, user.id, channel.id)).toBe(false);

    const bank = await fetch(purchase.transaction.redirect_url!, { method: 'POST', body: new URLSearchParams({ bank: 'ing', action: 'approve' }), redirect: 'manual' });
    expect([302, 303]).toContain(bank.status);
    expect(await eventually(() => isEntitledToChannel(testApp.db, user.id, channel.id), Boolean)).toBe(true);
    const notes = (await testApp.services.notifications.list(user.id, { limit: 5 })).items;
    expect(notes.find((note) => note.type === 'Channel-Subscription')?.data.status).toBe('success');
  });
});

describe('renewals through the provider', () => {
  it('charges the default card when the wallet is short, and extends exactly once whatever the webhooks do', async () => {
    const buyer = await fanWithCard(TEST_CARDS.visa);
    await subscribedChannel(buyer, { payment_mode: 'card', tokenised_card_id: buyer.card._id });
    const row = await subscriptionOf(buyer.id);
    await advanceToEnd(testApp, row, AHEAD);
    expect(await renewSettled(testApp, row.id, AHEAD)).toMatchObject({ renewalCycle: 1 });
    // The provider's payment.succeeded webhook arrives after the synchronous answer; it must change nothing.
    await eventually(() => renewalsOf(buyer.id), (rows) => rows.every((candidate) => candidate.status === 'Completed'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await renewalsOf(buyer.id)).toHaveLength(1);
    expect(await subscriptionOf(buyer.id)).toMatchObject({ renewalCycle: 1, status: 'active', failedRenewals: 0 });
    expect((await verifyLedger(testApp.db)).drift).toBe(0);
  });

  it('goes past due when the wallet is short and the card is declined, then renews on the retry once funded', async () => {
    const buyer = await fanWithCard(TEST_CARDS.declinedAfterSaving, 1000);
    const { channel } = await subscribedChannel(buyer, { payment_mode: 'wallet' });
    const row = await subscriptionOf(buyer.id);
    await advanceToEnd(testApp, row, AHEAD);

    expect(await renewSettled(testApp, row.id, AHEAD)).toMatchObject({ status: 'past_due', failedRenewals: 1, renewalCycle: 0 });
    expect(await isEntitledToChannel(testApp.db, buyer.id, channel.id, workerClock())).toBe(false);
    expect((await renewalsOf(buyer.id)).map((charge) => charge.status)).toEqual(['Failed']);

    // Not yet time for the retry: nothing happens.
    expect(await renewSettled(testApp, row.id, AHEAD)).toMatchObject({ status: 'past_due', failedRenewals: 1 });
    await fundWallet(testApp, buyer.id, 1000);
    await advanceSubscription(testApp, row.id, DAY_MS);
    expect(await renewSettled(testApp, row.id, AHEAD)).toMatchObject({ status: 'active', failedRenewals: 0, renewalCycle: 1 });
    expect(await isEntitledToChannel(testApp.db, buyer.id, channel.id, workerClock())).toBe(true);
    expect(await balance(testApp.db, accounts.fanWallet(buyer.id))).toBe(0n);
  });

  it('retries 1, 3 and 5 days after the due date, then expires without moving money', async () => {
    const buyer = await fanWithCard(TEST_CARDS.declinedAfterSaving, 1000);
    const { channel } = await subscribedChannel(buyer, { payment_mode: 'wallet' });
    const row = await subscriptionOf(buyer.id);
    await advanceToEnd(testApp, row, AHEAD);
    const statuses: string[] = [];
    for (const days of [0, 1, 2, 2]) {
      await advanceSubscription(testApp, row.id, days * DAY_MS);
      statuses.push((await renewSettled(testApp, row.id, AHEAD)).status);
    }
    expect(statuses).toEqual(['past_due', 'past_due', 'past_due', 'expired']);
    expect((await renewalsOf(buyer.id)).map((charge) => charge.status)).toEqual(['Failed', 'Failed', 'Failed', 'Failed']);
    expect(await isEntitledToChannel(testApp.db, buyer.id, channel.id, workerClock())).toBe(false);
    expect(await balance(testApp.db, accounts.fanWallet(buyer.id))).toBe(0n);
  });
});

describe('a key for each period', () => {
  it('answers the same charge to a renewal retried with the same attempt', async () => {
    const buyer = await fanWithCard(TEST_CARDS.visa);
    await subscribedChannel(buyer, { payment_mode: 'card', tokenised_card_id: buyer.card._id });
    const row = await subscriptionOf(buyer.id);
    const key = `renewal:${row.id}:1:0`;
    await advanceToEnd(testApp, row, AHEAD);
    await renewSettled(testApp, row.id, AHEAD);
    const [renewal] = await renewalsOf(buyer.id);
    expect(renewal).toMatchObject({ idempotencyKey: key, status: 'Completed' });
    // Another worker whose lease ran out tries the same period again: the key leads it to the same charge.
    await testApp.db.update(subscriptions).set({ renewalCycle: 0, expiresOn: row.expiresOn, nextRenewalAttemptAt: new Date(0) }).where(eq(subscriptions.id, row.id));
    // The retried key answers the charge already made, which moves the subscription no further: it stays
    // leased, so one run of the job is the whole retry (waiting for it to settle would wait for the lease).
    await advanceToEnd(testApp, row, AHEAD);
    await testApp.services.subscriptions.renewDue(workerClock());
    expect(await renewalsOf(buyer.id)).toHaveLength(1);
  });
});
