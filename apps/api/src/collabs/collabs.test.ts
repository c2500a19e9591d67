import type { CollabGroup, SubscriptionPurchase } from '@velvet/contracts';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundWallet, idempotencyHeader } from '../../test/support/money.ts';
import { advanceToEnd, renewSettled, saveCardRow } from '../../test/support/subscriptions.ts';
import { bearer, createTestApp, createUser, signIn, type TestApp } from '../../test/support/test-app.ts';
import { accounts, balance, verifyLedger } from '../ledger/index.ts';
import { subscriptions } from '../subscriptions/schema.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

type Headers = Record<string, string>;

async function signedIn(role: 'USER' | 'CREATOR' = 'USER') {
  const user = await createUser(testApp, { role });
  return { ...user, headers: bearer(await signIn(testApp, user.username)) };
}

const createGroup = (headers: Headers, payload: object) => testApp.app.inject({ method: 'POST', url: '/api/collab-groups', headers, payload });

async function groupOfThree() {
  const owner = await signedIn('CREATOR');
  const [second, third] = [await signedIn('CREATOR'), await signedIn('CREATOR')];
  const response = await createGroup(owner.headers, {
    name: 'The Trio',
    about: 'Three creators, one subscription',
    owner_share_percent: 50,
    members: [
      { creator_id: second.id, share_percent: 30 },
      { creator_id: third.id, share_percent: 20 },
    ],
    packages: [{ validity_type: 'MONTHLY', price: 20 }, { validity_type: 'YEARLY', price: 200, discount: { type: 'percentage', percentage: 10, is_permanant: true } }],
  });
  expect(response.statusCode).toBe(201);
  return { owner, second, third, group: response.json<{ data: CollabGroup }>().data };
}

async function walletFan(cents: number) {
  const fan = await signedIn();
  await fundWallet(testApp, fan.id, cents);
  await saveCardRow(testApp, fan.id);
  return fan;
}

const subscribe = (headers: Headers, groupId: string, packageId: string) =>
  testApp.app.inject({ method: 'POST', url: `/api/collab-groups/${groupId}/subscribe`, headers: { ...headers, ...idempotencyHeader() }, payload: { package_id: packageId, payment_mode: 'wallet' } });

describe('POST /api/collab-groups', () => {
  it('creates a group with its members, shares and packages in plan order', async () => {
    const { owner, second, third, group } = await groupOfThree();
    expect(group).toMatchObject({ name: 'The Trio', owner_id: owner.id, subscriber_count: 0, active_subscription: null });
    expect(group.members.map((member) => [member._id, member.share_percent, member.is_owner])).toEqual([
      [owner.id, 50, true],
      [second.id, 30, false],
      [third.id, 20, false],
    ]);
    expect(group.packages.map((pkg) => [pkg.validity_type, pkg.price, pkg.final_price])).toEqual([
      ['MONTHLY', 20, 20],
      ['YEARLY', 200, 180],
    ]);
    const mine = await testApp.app.inject({ method: 'GET', url: '/api/collab-groups/mine', headers: second.headers });
    expect(mine.json<{ data: CollabGroup[] }>().data.map((item) => item._id)).toEqual([group._id]);
  });

  it('refuses shares that do not add up to 100, members who are not creators, and fans', async () => {
    const owner = await signedIn('CREATOR');
    const creator = await signedIn('CREATOR');
    const fan = await signedIn();
    const base = { name: 'Duo Group', packages: [{ validity_type: 'MONTHLY', price: 10 }] };

    const badShares = await createGroup(owner.headers, { ...base, owner_share_percent: 60, members: [{ creator_id: creator.id, share_percent: 30 }] });
    expect([badShares.statusCode, badShares.json().message]).toEqual([400, 'Shares must add up to 100%']);
    const notCreator = await createGroup(owner.headers, { ...base, owner_share_percent: 60, members: [{ creator_id: fan.id, share_percent: 40 }] });
    expect([notCreator.statusCode, notCreator.json().message]).toEqual([400, 'Every member must be a creator']);
    const cheap = await createGroup(owner.headers, { ...base, packages: [{ validity_type: 'MONTHLY', price: 4.99 }], owner_share_percent: 60, members: [{ creator_id: creator.id, share_percent: 40 }] });
    expect([cheap.statusCode, cheap.json().message]).toEqual([400, 'Starting price must be at least $5.00']);
    const byFan = await createGroup(fan.headers, { ...base, owner_share_percent: 60, members: [{ creator_id: creator.id, share_percent: 40 }] });
    expect(byFan.statusCode).toBe(403);
  });
});

describe('Subscribe Collab', () => {
  it('charges the fan and splits the income among the members by their shares', async () => {
    const { owner, second, third, group } = await groupOfThree();
    const fan = await walletFan(5000);
    const response = await subscribe(fan.headers, group._id, group.packages[0]!._id);
    expect(response.statusCode).toBe(200);
    const { transaction, subscription } = response.json<{ data: SubscriptionPurchase }>().data;
    expect(transaction).toMatchObject({ category: 'GroupSubscription', status: 'Completed', amount: 20, platform_fee: 4 });
    expect(subscription).toMatchObject({ target: { kind: 'group', _id: group._id, name: 'The Trio' }, status: 'active' });
    // $16 after the platform's 20%: 50% / 30% / 20%.
    expect(await balance(testApp.db, accounts.creatorPending(owner.id))).toBe(800n);
    expect(await balance(testApp.db, accounts.creatorPending(second.id))).toBe(480n);
    expect(await balance(testApp.db, accounts.creatorPending(third.id))).toBe(320n);
    expect((await verifyLedger(testApp.db)).drift).toBe(0);

    const viewed = await testApp.app.inject({ method: 'GET', url: `/api/collab-groups/${group._id}`, headers: fan.headers });
    expect(viewed.json<{ data: CollabGroup }>().data).toMatchObject({ subscriber_count: 1, active_subscription: { is_cancelled: false } });
    expect(viewed.json<{ data: CollabGroup }>().data.packages[0]!.is_subscribed).toBe(true);
  });

  it('renews through the same engine and splits the renewal the same way', async () => {
    const { second, group } = await groupOfThree();
    const fan = await walletFan(5000);
    await subscribe(fan.headers, group._id, group.packages[0]!._id);
    const [row] = await testApp.db.select().from(subscriptions).where(eq(subscriptions.fanId, fan.id));
    await advanceToEnd(testApp, row!);
    await renewSettled(testApp, row!.id);
    const [renewed] = await testApp.db.select().from(subscriptions).where(eq(subscriptions.fanId, fan.id));
    expect(renewed).toMatchObject({ renewalCycle: 1, status: 'active' });
    expect(await balance(testApp.db, accounts.creatorPending(second.id))).toBe(960n);
    expect(await balance(testApp.db, accounts.fanWallet(fan.id))).toBe(1000n);
  });

  it('refuses members, and unsubscribes with a reason', async () => {
    const { second, group } = await groupOfThree();
    await fundWallet(testApp, second.id, 5000);
    await saveCardRow(testApp, second.id);
    const own = await subscribe(second.headers, group._id, group.packages[0]!._id);
    expect([own.statusCode, own.json().message]).toEqual([403, 'You cannot subscribe to your own collab']);

    const fan = await walletFan(5000);
    await subscribe(fan.headers, group._id, group.packages[0]!._id);
    const cancelled = await testApp.app.inject({
      method: 'POST',
      url: `/api/collab-groups/${group._id}/unsubscribe`,
      headers: fan.headers,
      payload: { package_id: group.packages[0]!._id, reason: 'TOO_EXPENSIVE' },
    });
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', is_cancelled: true, is_entitled: true, cancellation_reason: 'TOO_EXPENSIVE' });
  });

  it('answers 404 for a group that does not exist', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/collab-groups/${randomUUID()}` });
    expect([response.statusCode, response.json().message]).toEqual([404, 'Collab not found']);
  });
});
