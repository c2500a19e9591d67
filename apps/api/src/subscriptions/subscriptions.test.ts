import type { MySubscription, SubscriptionPurchase } from '@velvet/contracts';
import { addMonths } from '@velvet/contracts';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundWallet, idempotencyHeader } from '../../test/support/money.ts';
import { advanceSubscription, advanceToEnd, channelWithPackages, DAY_MS, renewSettled, saveCardRow } from '../../test/support/subscriptions.ts';
import { bearer, createTestApp, createUser, signIn, type TestApp } from '../../test/support/test-app.ts';
import { users } from '../accounts/schema.ts';
import { savedCards } from '../cards/schema.ts';
import { channels } from '../channels/schema.ts';
import { accounts, balance, verifyLedger } from '../ledger/index.ts';
import { transactions } from '../transactions/schema.ts';
import { isEntitledToChannel } from './access.ts';
import { subscriptions } from './schema.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

type Headers = Record<string, string>;

async function fan({ walletCents = 0, card = true } = {}) {
  const user = await createUser(testApp);
  if (walletCents) await fundWallet(testApp, user.id, walletCents);
  if (card) await saveCardRow(testApp, user.id);
  return { ...user, headers: bearer(await signIn(testApp, user.username)) };
}

async function creatorWithChannel(packages?: Parameters<typeof channelWithPackages>[2]) {
  const creator = await createUser(testApp, { role: 'CREATOR' });
  return { creator, ...(await channelWithPackages(testApp, creator.id, packages)) };
}

const subscribe = (headers: Headers, channelId: string, payload: object, key = randomUUID()) =>
  testApp.app.inject({ method: 'POST', url: `/api/channel/${channelId}/subscribe`, headers: { ...headers, ...idempotencyHeader(key) }, payload });

const unsubscribe = (headers: Headers, channelId: string, payload: object) =>
  testApp.app.inject({ method: 'POST', url: `/api/channel/${channelId}/unsubscribe`, headers, payload });

const walletPayment = (packageId: string) => ({ package_id: packageId, payment_mode: 'wallet' });

const subscriptionOf = async (fanId: string, channelId: string) => {
  const rows = await testApp.db.select().from(subscriptions).where(eq(subscriptions.fanId, fanId));
  return rows.find((row) => row.channelId === channelId)!;
};

const transactionsOf = (fanId: string) => testApp.db.select().from(transactions).where(eq(transactions.payerId, fanId));

describe('POST /api/channel/:id/subscribe from the wallet', () => {
  it('charges the period, splits it, entitles until expires_on and notifies both sides', async () => {
    const buyer = await fan({ walletCents: 5000 });
    const { creator, channel, packages } = await creatorWithChannel([{ validityType: 'QUARTERLY', priceCents: 2400 }]);
    const before = new Date();
    const response = await subscribe(buyer.headers, channel.id, walletPayment(packages[0]!.id));
    expect(response.statusCode).toBe(200);
    const { transaction, subscription } = response.json<{ data: SubscriptionPurchase }>().data;
    expect(transaction).toMatchObject({ status: 'Completed', category: 'ChannelSubscription', method: 'wallet', amount: 24, platform_fee: 4.8, net_amount: 19.2 });
    expect(subscription).toMatchObject({ target: { kind: 'channel', _id: channel.id, name: channel.name }, package: { validity_type: 'QUARTERLY' }, price: 24, status: 'active', is_cancelled: false, is_entitled: true });
    const expiresOn = new Date(subscription!.expires_on);
    expect(expiresOn.getTime()).toBeGreaterThanOrEqual(addMonths(before, 3).getTime());
    expect(expiresOn.getTime()).toBeLessThanOrEqual(addMonths(new Date(), 3).getTime());

    expect(await balance(testApp.db, accounts.fanWallet(buyer.id))).toBe(2600n);
    expect(await balance(testApp.db, accounts.creatorPending(creator.id))).toBe(1920n);
    expect((await verifyLedger(testApp.db)).drift).toBe(0);
    const [fanNote] = (await testApp.services.notifications.list(buyer.id, { limit: 1 })).items;
    const [creatorNote] = (await testApp.services.notifications.list(creator.id, { limit: 1 })).items;
    expect(fanNote).toMatchObject({ type: 'Channel-Subscription', data: { status: 'success', transaction_id: transaction._id } });
    expect(creatorNote).toMatchObject({ type: 'Channel-Subscription', message: `${buyer.username} subscribed to ${channel.name}` });
  });

  it('takes a live discount on the first period', async () => {
    const buyer = await fan({ walletCents: 5000 });
    const discount = { type: 'percentage' as const, percentage: 50, amountCents: 0, startDate: null, endDate: null, isPermanent: true, appliesOnRenewal: false, forCycles: null };
    const { channel, packages } = await creatorWithChannel([{ priceCents: 1000, discount }]);
    const response = await subscribe(buyer.headers, channel.id, walletPayment(packages[0]!.id));
    expect(response.json().data.transaction).toMatchObject({ amount: 5, total_amount_with_tax: 5 });
  });

  it('moves money once when the request is retried with its key, even concurrently', async () => {
    const buyer = await fan({ walletCents: 5000 });
    const { channel, packages } = await creatorWithChannel();
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => subscribe(buyer.headers, channel.id, walletPayment(packages[0]!.id), key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json().data.transaction._id)).size).toBe(1);
    expect(await balance(testApp.db, accounts.fanWallet(buyer.id))).toBe(4000n);
    expect(await transactionsOf(buyer.id)).toHaveLength(1);
  });

  it("refuses a second live subscription to the same channel ('already subscribed')", async () => {
    const buyer = await fan({ walletCents: 5000 });
    const { channel, packages } = await creatorWithChannel([{ validityType: 'MONTHLY' }, { validityType: 'YEARLY', priceCents: 9000 }]);
    expect((await subscribe(buyer.headers, channel.id, walletPayment(packages[0]!.id))).statusCode).toBe(200);
    const again = await subscribe(buyer.headers, channel.id, walletPayment(packages[1]!.id));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You are already subscribed');
    expect(await balance(testApp.db, accounts.fanWallet(buyer.id))).toBe(4000n);
  });

  it('lets only one of two different purchases racing for one channel through', async () => {
    const buyer = await fan({ walletCents: 5000 });
    const { channel, packages } = await creatorWithChannel();
    const answers = await Promise.all([1, 2, 3, 4].map(() => subscribe(buyer.headers, channel.id, walletPayment(packages[0]!.id))));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409).every((answer) => answer.json().message === 'You are already subscribed')).toBe(true);
    expect(await balance(testApp.db, accounts.fanWallet(buyer.id))).toBe(4000n);
  });
});

describe('POST /api/channel/:id/subscribe refuses', () => {
  it("a wallet payment without a saved card: 'Add a card to proceed with the payment.'", async () => {
    const buyer = await fan({ walletCents: 5000, card: false });
    const { channel, packages } = await creatorWithChannel();
    const response = await subscribe(buyer.headers, channel.id, walletPayment(packages[0]!.id));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Add a card to proceed with the payment.');
    expect(await balance(testApp.db, accounts.fanWallet(buyer.id))).toBe(5000n);
  });

  it("a wallet short of the price: 'Insufficient balance. Please add funds to your wallet.'", async () => {
    const buyer = await fan({ walletCents: 999 });
    const { channel, packages } = await creatorWithChannel();
    const response = await subscribe(buyer.headers, channel.id, walletPayment(packages[0]!.id));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Insufficient balance. Please add funds to your wallet.');
    expect(await transactionsOf(buyer.id)).toEqual([]);
  });

  it("the creator's own channel", async () => {
    const { creator, channel, packages } = await creatorWithChannel();
    await fundWallet(testApp, creator.id, 5000);
    await saveCardRow(testApp, creator.id);
    const response = await subscribe(bearer(await signIn(testApp, creator.username)), channel.id, walletPayment(packages[0]!.id));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You cannot subscribe to your own channel');
  });

  it('a channel marked for deletion, a missing channel, an inactive or foreign package', async () => {
    const buyer = await fan({ walletCents: 5000 });
    const { channel, packages } = await creatorWithChannel([{ validityType: 'MONTHLY' }, { validityType: 'YEARLY', isActive: false }]);
    const other = await creatorWithChannel();

    const inactive = await subscribe(buyer.headers, channel.id, walletPayment(packages[1]!.id));
    expect([inactive.statusCode, inactive.json().message]).toEqual([400, 'This plan is not available']);
    const foreign = await subscribe(buyer.headers, channel.id, walletPayment(other.packages[0]!.id));
    expect([foreign.statusCode, foreign.json().message]).toEqual([400, 'This plan is not available']);
    const missing = await subscribe(buyer.headers, randomUUID(), walletPayment(packages[0]!.id));
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'This channel is no longer available']);

    await testApp.db.update(channels).set({ deletionRequestedAt: new Date() }).where(eq(channels.id, channel.id));
    const deleted = await subscribe(buyer.headers, channel.id, walletPayment(packages[0]!.id));
    expect([deleted.statusCode, deleted.json().message]).toEqual([409, 'This channel is no longer available']);
    expect(await balance(testApp.db, accounts.fanWallet(buyer.id))).toBe(5000n);
  });

  it('an unverified fan at the verification gate', async () => {
    const user = await createUser(testApp, { emailVerified: false });
    const { channel, packages } = await creatorWithChannel();
    const response = await subscribe(bearer(await signIn(testApp, user.username)), channel.id, walletPayment(packages[0]!.id));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Your email is not verified. Please verify your email');
  });

  it('a card payment without a card, with the shared message', async () => {
    const buyer = await fan();
    const { channel, packages } = await creatorWithChannel();
    const response = await subscribe(buyer.headers, channel.id, { package_id: packages[0]!.id, payment_mode: 'card' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Card selection is required');
  });
});

describe('entitlement, unsubscribe and My subscription', () => {
  it('entitles from payment until expires_on, and not after', async () => {
    const buyer = await fan({ walletCents: 5000 });
    const { channel, packages } = await creatorWithChannel();
    expect(await isEntitledToChannel(testApp.db, buyer.id, channel.id)).toBe(false);
    await subscribe(buyer.headers, channel.id, walletPayment(packages[0]!.id));
    const row = await subscriptionOf(buyer.id, channel.id);
    expect(await isEntitledToChannel(testApp.db, buyer.id, channel.id)).toBe(true);
    expect(await isEntitledToChannel(testApp.db, buyer.id, channel.id, new Date(row.expiresOn.getTime() - 1000))).toBe(true);
    expect(await isEntitledToChannel(testApp.db, buyer.id, channel.id, row.expiresOn)).toBe(false);
  });

  it('needs a reason, keeps access until expires_on, and is never charged again', async () => {
    const buyer = await fan({ walletCents: 5000 });
    const { channel, packages } = await creatorWithChannel();
    await subscribe(buyer.headers, channel.id, walletPayment(packages[0]!.id));

    const noReason = await unsubscribe(buyer.headers, channel.id, { package_id: packages[0]!.id });
    expect([noReason.statusCode, noReason.json().message]).toEqual([400, 'Please select a reason']);

    const response = await unsubscribe(buyer.headers, channel.id, { package_id: packages[0]!.id, reason: 'OTHER', other_reason: 'Moving on' });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: MySubscription }>().data).toMatchObject({ status: 'cancelled', is_cancelled: true, is_entitled: true, cancellation_reason: 'OTHER' });
    const row = await subscriptionOf(buyer.id, channel.id);
    expect(row).toMatchObject({ cancellationNote: 'Moving on' });
    expect(await isEntitledToChannel(testApp.db, buyer.id, channel.id)).toBe(true);

    const twice = await unsubscribe(buyer.headers, channel.id, { package_id: packages[0]!.id, reason: 'TOO_EXPENSIVE' });
    expect([twice.statusCode, twice.json().message]).toEqual([409, 'This subscription is already cancelled']);

    await advanceToEnd(testApp, row);
    expect(await renewSettled(testApp, row.id)).toMatchObject({ status: 'expired', renewalCycle: 0 });
    expect(await transactionsOf(buyer.id)).toHaveLength(1);
    expect(await balance(testApp.db, accounts.fanWallet(buyer.id))).toBe(4000n);
    expect(await isEntitledToChannel(testApp.db, buyer.id, channel.id)).toBe(false);
  });

  it('refuses to unsubscribe from a package the fan does not hold', async () => {
    const buyer = await fan({ walletCents: 5000 });
    const { channel, packages } = await creatorWithChannel([{ validityType: 'MONTHLY' }, { validityType: 'YEARLY', priceCents: 9000 }]);
    await subscribe(buyer.headers, channel.id, walletPayment(packages[0]!.id));
    const response = await unsubscribe(buyer.headers, channel.id, { package_id: packages[1]!.id, reason: 'TOO_EXPENSIVE' });
    expect([response.statusCode, response.json().message]).toEqual([404, 'You have no active subscription to this plan']);
  });

  it('lists the fan’s own subscriptions and answers the offer panel’s active subscription', async () => {
    const buyer = await fan({ walletCents: 5000 });
    const first = await creatorWithChannel();
    const second = await creatorWithChannel([{ validityType: 'HALF_YEARLY', priceCents: 3000 }]);
    await subscribe(buyer.headers, first.channel.id, walletPayment(first.packages[0]!.id));
    await subscribe(buyer.headers, second.channel.id, walletPayment(second.packages[0]!.id));

    const mine = await testApp.app.inject({ method: 'GET', url: '/api/subscriptions/mine', headers: buyer.headers });
    expect(mine.json<{ data: MySubscription[] }>().data.map((item) => [item.target.name, item.package.validity_type, item.price])).toEqual([
      [second.channel.name, 'HALF_YEARLY', 30],
      [first.channel.name, 'MONTHLY', 10],
    ]);
    const active = await testApp.app.inject({ method: 'GET', url: `/api/subscriptions/active?channel_id=${second.channel.id}`, headers: buyer.headers });
    expect(active.json().data).toMatchObject({ is_cancelled: false, other_data: { package_id: { _id: second.packages[0]!.id, validity_type: 'HALF_YEARLY' }, price: 30 } });
    const none = await testApp.app.inject({ method: 'GET', url: `/api/subscriptions/active?channel_id=${randomUUID()}`, headers: buyer.headers });
    expect(none.json().data).toBeNull();
  });
});

describe('renewals from the wallet', () => {
  it('renews at expires_on for the next period, with tax-free wallet money and the renewal type', async () => {
    const buyer = await fan({ walletCents: 5000 });
    const { creator, channel, packages } = await creatorWithChannel();
    await subscribe(buyer.headers, channel.id, walletPayment(packages[0]!.id));
    const row = await subscriptionOf(buyer.id, channel.id);

    expect(await renewSettled(testApp, row.id)).toMatchObject({ renewalCycle: 0 });
    await advanceToEnd(testApp, row);
    const aged = await subscriptionOf(buyer.id, channel.id);
    await renewSettled(testApp, row.id);

    const renewed = await subscriptionOf(buyer.id, channel.id);
    expect(renewed).toMatchObject({ status: 'active', renewalCycle: 1, failedRenewals: 0 });
    expect(renewed.expiresOn).toEqual(addMonths(aged.expiresOn, 1));
    const charges = await transactionsOf(buyer.id);
    expect(charges.map((charge) => charge.type).sort()).toEqual(['ChannelSubscription', 'ChannelSubscriptionRenewal']);
    expect(await balance(testApp.db, accounts.fanWallet(buyer.id))).toBe(3000n);
    expect(await balance(testApp.db, accounts.creatorPending(creator.id))).toBe(1600n);
    expect(await isEntitledToChannel(testApp.db, buyer.id, channel.id)).toBe(true);
  });

  it('keeps a renewal discount for its cycles, then charges the full price', async () => {
    const buyer = await fan({ walletCents: 10_000 });
    const discount = { type: 'amount' as const, percentage: 0, amountCents: 400, startDate: null, endDate: null, isPermanent: true, appliesOnRenewal: true, forCycles: 1 };
    const { channel, packages } = await creatorWithChannel([{ priceCents: 1000, discount }]);
    await subscribe(buyer.headers, channel.id, walletPayment(packages[0]!.id));
    for (let period = 0; period < 2; period += 1) {
      const current = await subscriptionOf(buyer.id, channel.id);
      await advanceToEnd(testApp, current);
      await renewSettled(testApp, current.id);
    }
    const amounts = (await transactionsOf(buyer.id)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map((charge) => charge.amountCents);
    expect(amounts).toEqual([600, 600, 1000]);
    expect(await subscriptionOf(buyer.id, channel.id)).toMatchObject({ renewalCycle: 2, priceCents: 1000 });
  });
});

describe('a renewal nobody can pay', () => {
  it('goes past due and tells the fan, then ends after the last retry and tells them again', async () => {
    const buyer = await fan({ walletCents: 1000, card: false });
    const card = await saveCardRow(testApp, buyer.id);
    const { channel, packages } = await creatorWithChannel();
    await subscribe(buyer.headers, channel.id, walletPayment(packages[0]!.id));
    // The fan's only card is gone (removed at the provider): the wallet is all there is.
    await testApp.db.update(savedCards).set({ deletedAt: new Date() }).where(eq(savedCards.id, card.id));
    const row = await subscriptionOf(buyer.id, channel.id);
    await advanceToEnd(testApp, row);
    expect(await renewSettled(testApp, row.id)).toMatchObject({ status: 'past_due', failedRenewals: 1 });
    const [unpaid] = (await testApp.services.notifications.list(buyer.id, { limit: 1 })).items;
    expect(unpaid).toMatchObject({ type: 'Channel-Subscription', message: `Your subscription to ${channel.name} could not be renewed. Please add funds to your wallet or a card.`, data: { status: 'failed' } });

    for (const days of [1, 2, 2]) {
      await advanceSubscription(testApp, row.id, days * DAY_MS);
      await renewSettled(testApp, row.id);
    }
    expect(await subscriptionOf(buyer.id, channel.id)).toMatchObject({ status: 'expired', failedRenewals: 4 });
    const [ended] = (await testApp.services.notifications.list(buyer.id, { limit: 1 })).items;
    expect(ended!.message).toBe(`Your subscription to ${channel.name} has ended: its renewal could not be paid.`);
    expect(await transactionsOf(buyer.id)).toHaveLength(1);
  });
});

describe('renewals of a deleted channel', () => {
  it('are not charged: the subscription runs to its end and expires', async () => {
    const buyer = await fan({ walletCents: 5000 });
    const { channel, packages } = await creatorWithChannel();
    await subscribe(buyer.headers, channel.id, walletPayment(packages[0]!.id));
    await testApp.db.update(channels).set({ deletionRequestedAt: new Date() }).where(eq(channels.id, channel.id));
    expect(await isEntitledToChannel(testApp.db, buyer.id, channel.id)).toBe(true);
    const row = await subscriptionOf(buyer.id, channel.id);
    await advanceToEnd(testApp, row);
    expect(await renewSettled(testApp, row.id)).toMatchObject({ status: 'expired', renewalCycle: 0 });
    expect(await transactionsOf(buyer.id)).toHaveLength(1);
  });
});

// Twelve fans signed up and subscribed, and a second app: more than the default 30 s on two busy cores.
describe('two renewal workers at once', { timeout: 90_000 }, () => {
  it('never charge a period twice', async () => {
    const second = await createTestApp();
    try {
      const { creator, channel, packages } = await creatorWithChannel();
      const fans = await Promise.all(Array.from({ length: 12 }, () => fan({ walletCents: 5000 })));
      for (const buyer of fans) await subscribe(buyer.headers, channel.id, walletPayment(packages[0]!.id));
      for (const buyer of fans) await advanceToEnd(testApp, await subscriptionOf(buyer.id, channel.id));

      await Promise.all([testApp.services.subscriptions.renewDue(), second.services.subscriptions.renewDue(), testApp.services.subscriptions.renewDue()]);
      for (const buyer of fans) {
        await renewSettled(testApp, (await subscriptionOf(buyer.id, channel.id)).id);
        expect(await transactionsOf(buyer.id)).toHaveLength(2);
        expect(await balance(testApp.db, accounts.fanWallet(buyer.id))).toBe(3000n);
        expect(await subscriptionOf(buyer.id, channel.id)).toMatchObject({ renewalCycle: 1, status: 'active' });
      }
      expect(await balance(testApp.db, accounts.creatorPending(creator.id))).toBe(12n * 2n * 800n);
      expect((await verifyLedger(testApp.db)).drift).toBe(0);
    } finally {
      await second.close();
    }
  });

  it('never charge a period twice even when one takes over the other’s lease mid-charge', async () => {
    const second = await createTestApp();
    try {
      const { channel, packages } = await creatorWithChannel();
      const fans = await Promise.all(Array.from({ length: 12 }, () => fan({ walletCents: 5000 })));
      for (const buyer of fans) await subscribe(buyer.headers, channel.id, walletPayment(packages[0]!.id));
      for (const buyer of fans) await advanceToEnd(testApp, await subscriptionOf(buyer.id, channel.id));

      // Once the first worker holds its leases, a second whose clock is past them claims the same rows mid-charge.
      let firstDone = false;
      const first = testApp.services.subscriptions.renewDue().finally(() => (firstDone = true));
      const leased = async () => {
        const rows = await Promise.all(fans.map((buyer) => subscriptionOf(buyer.id, channel.id)));
        return rows.some((row) => row.renewalCycle === 0 && row.nextRenewalAttemptAt! > new Date());
      };
      while (!firstDone && !(await leased())) await new Promise((resolve) => setTimeout(resolve, 5));
      await Promise.all([first, second.services.subscriptions.renewDue(new Date(Date.now() + 11 * 60_000))]);
      for (const buyer of fans) {
        await renewSettled(testApp, (await subscriptionOf(buyer.id, channel.id)).id);
        expect(await transactionsOf(buyer.id)).toHaveLength(2);
        expect(await balance(testApp.db, accounts.fanWallet(buyer.id))).toBe(3000n);
        expect(await subscriptionOf(buyer.id, channel.id)).toMatchObject({ renewalCycle: 1, status: 'active' });
      }
    } finally {
      await second.close();
    }
  });
});

describe('tax on subscriptions', () => {
  it("adds the payer's tax to the first period and to every renewal, and needs the wallet to cover it", async () => {
    const buyer = await fan({ walletCents: 1209 });
    await testApp.db.update(users).set({ country: 'NL' }).where(eq(users.id, buyer.id));
    const { creator, channel, packages } = await creatorWithChannel();
    const short = await subscribe(buyer.headers, channel.id, walletPayment(packages[0]!.id));
    expect(short.json().message).toBe('Insufficient balance. Please add funds to your wallet.');

    await fundWallet(testApp, buyer.id, 1);
    const response = await subscribe(buyer.headers, channel.id, walletPayment(packages[0]!.id));
    expect(response.json().data.transaction).toMatchObject({ amount: 10, tax_amount: 2.1, total_amount_with_tax: 12.1, taxation_info: { tax_percentage: 21, tax_name: 'VAT' } });

    await fundWallet(testApp, buyer.id, 1210);
    const row = await subscriptionOf(buyer.id, channel.id);
    await advanceToEnd(testApp, row);
    await renewSettled(testApp, row.id);
    const renewal = (await transactionsOf(buyer.id)).find((row) => row.type === 'ChannelSubscriptionRenewal');
    expect(renewal).toMatchObject({ amountCents: 1000, taxCents: 210, totalCents: 1210 });
    expect(await balance(testApp.db, accounts.fanWallet(buyer.id))).toBe(0n);
    expect(await balance(testApp.db, accounts.creatorPending(creator.id))).toBe(1600n);
  });
});

describe('a lapsed subscription', () => {
  it('can be bought again while its renewal is past due, replacing it', async () => {
    const buyer = await fan({ walletCents: 1000 });
    const { channel, packages } = await creatorWithChannel();
    await subscribe(buyer.headers, channel.id, walletPayment(packages[0]!.id));
    const lapsed = await subscriptionOf(buyer.id, channel.id);
    await advanceToEnd(testApp, lapsed);
    // The wallet is empty and the saved card's token is unknown to any provider: the renewal cannot be paid.
    await testApp.db.update(subscriptions).set({ status: 'past_due', failedRenewals: 1, nextRenewalAttemptAt: new Date(Date.now() + DAY_MS) }).where(eq(subscriptions.id, lapsed.id));
    expect(await isEntitledToChannel(testApp.db, buyer.id, channel.id)).toBe(false);

    await fundWallet(testApp, buyer.id, 1000);
    const response = await subscribe(buyer.headers, channel.id, walletPayment(packages[0]!.id));
    expect(response.statusCode).toBe(200);
    const rows = await testApp.db.select().from(subscriptions).where(eq(subscriptions.fanId, buyer.id));
    expect(rows.map((row) => row.status).sort()).toEqual(['active', 'expired']);
    expect(await isEntitledToChannel(testApp.db, buyer.id, channel.id)).toBe(true);
  });
});

describe('POST /api/admin/jobs/subscription-renewals', () => {
  it('runs the renewals for admins only', async () => {
    const buyer = await fan({ walletCents: 5000 });
    const { channel, packages } = await creatorWithChannel();
    await subscribe(buyer.headers, channel.id, walletPayment(packages[0]!.id));
    const row = await subscriptionOf(buyer.id, channel.id);
    await advanceToEnd(testApp, row);

    const refused = await testApp.app.inject({ method: 'POST', url: '/api/admin/jobs/subscription-renewals', headers: buyer.headers, payload: {} });
    expect(refused.statusCode).toBe(403);
    const admin = await createUser(testApp, { role: 'ADMIN' });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/jobs/subscription-renewals',
      headers: bearer(await signIn(testApp, admin.username)),
      payload: { as_of: new Date().toISOString() },
    });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().data).sort()).toEqual(['expired', 'failed', 'pending', 'renewed', 'skipped']);
    expect(await renewSettled(testApp, row.id)).toMatchObject({ renewalCycle: 1, status: 'active' });
  });
});
