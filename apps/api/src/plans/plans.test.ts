import type { Notification, PlanPurchase, PlatformPlan } from '@velvet/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundWallet, idempotencyHeader } from '../../test/support/money.ts';
import { advanceToEnd, renewSettled, saveCardRow } from '../../test/support/subscriptions.ts';
import { bearer, createTestApp, createUser, signIn, type TestApp } from '../../test/support/test-app.ts';
import { accounts, balance, verifyLedger } from '../ledger/index.ts';
import { subscriptions } from '../subscriptions/schema.ts';
import { transactions } from '../transactions/schema.ts';
import { PLATFORM_PLANS } from './catalogue.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function buyer(role: 'USER' | 'CREATOR', walletCents = 10_000) {
  const user = await createUser(testApp, { role });
  await fundWallet(testApp, user.id, walletCents);
  await saveCardRow(testApp, user.id);
  return { ...user, headers: bearer(await signIn(testApp, user.username)) };
}

const purchase = (headers: Record<string, string>, planId: string) =>
  testApp.app.inject({ method: 'POST', url: `/api/platform-plans/${planId}/purchase`, headers: { ...headers, ...idempotencyHeader() }, payload: { payment_mode: 'wallet' } });

describe('GET /api/platform-plans', () => {
  it('lists both plans to a guest and the plan of their role to a signed-in user, with the offer', async () => {
    const guest = await testApp.app.inject({ method: 'GET', url: '/api/platform-plans' });
    expect(guest.json<{ data: PlatformPlan[] }>().data.map((plan) => [plan._id, plan.badge])).toEqual([
      ['prime', 'Prime'],
      ['pro-creator', 'CreatorPro'],
    ]);
    const fan = await buyer('USER');
    const mine = await testApp.app.inject({ method: 'GET', url: '/api/platform-plans', headers: fan.headers });
    expect(mine.json<{ data: PlatformPlan[] }>().data).toMatchObject([{ _id: 'prime', price: 9.99, final_price: 7.99, offer: { percentage: 20 }, subscription: null }]);
  });
});

describe('POST /api/platform-plans/:planId/purchase', () => {
  it('sells Prime to a fan through the checkout, the platform keeping the price, and notifies for /fresh', async () => {
    const fan = await buyer('USER');
    const response = await purchase(fan.headers, 'prime');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: PlanPurchase; message: string }>();
    expect(body.message).toBe('You have successfully purchased Prime');
    expect(body.data.transaction).toMatchObject({ category: 'PrimeSubscription', status: 'Completed', amount: 7.99, platform_fee: 7.99 });
    expect(body.data.plan.subscription).toMatchObject({ is_cancelled: false, status: 'active' });
    expect(await balance(testApp.db, accounts.fanWallet(fan.id))).toBe(10_000n - 799n);
    expect((await verifyLedger(testApp.db)).drift).toBe(0);
    const [note] = (await testApp.services.notifications.list(fan.id, { limit: 1 })).items as Notification[];
    expect(note).toMatchObject({ type: 'Prime-Purchase', message: 'You have successfully purchased Prime', data: { status: 'success', success: true } });
    expect((await testApp.services.plans.badgesOf([fan.id])).get(fan.id)).toEqual(['Prime']);

    const again = await purchase(fan.headers, 'prime');
    expect([again.statusCode, again.json().message]).toEqual([409, 'You already have this plan']);
  });

  it('sells Pro only to creators', async () => {
    const fan = await buyer('USER');
    const refused = await purchase(fan.headers, 'pro-creator');
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'This plan is not available for your account']);
    const creator = await buyer('CREATOR');
    const bought = await purchase(creator.headers, 'pro-creator');
    expect(bought.json().data.transaction).toMatchObject({ category: 'ProCreatorSubscription', amount: PLATFORM_PLANS['pro-creator'].priceCents / 100 });
    expect((await testApp.services.plans.badgesOf([creator.id, fan.id])).get(creator.id)).toEqual(['CreatorPro']);
  });

  it('delivers every perk it lists: the badge beside the name in chats, and on a creator’s page', async () => {
    expect(PLATFORM_PLANS.prime.perks).toEqual(['Prime badge beside your name in chats']);
    expect(PLATFORM_PLANS['pro-creator'].perks).toEqual(['CreatorPro badge on your page', 'CreatorPro badge beside your name in chats']);
    const fan = await buyer('USER');
    const creator = await buyer('CREATOR');
    await testApp.services.creators.createProfile({ userId: creator.id, displayName: `Creator ${creator.username}`, bio: 'Bio' });
    expect((await purchase(fan.headers, 'prime')).statusCode).toBe(200);
    expect((await purchase(creator.headers, 'pro-creator')).statusCode).toBe(200);

    const page = await testApp.app.inject({ method: 'GET', url: `/api/creators/${creator.username}`, headers: fan.headers });
    expect(page.json().data.badges).toContain('CreatorPro');
    const open = (headers: Record<string, string>, userId: string) => testApp.app.inject({ method: 'POST', url: '/api/chat/conversations', headers, payload: { user_id: userId } });
    expect((await open(creator.headers, fan.id)).json().data.other.badges).toContain('Prime');
    expect((await open(fan.headers, creator.id)).json().data.other.badges).toContain('CreatorPro');
  });

  it('renews monthly at the full price through the one renewal engine', async () => {
    const fan = await buyer('USER');
    await purchase(fan.headers, 'prime');
    const [row] = await testApp.db.select().from(subscriptions).where(eq(subscriptions.fanId, fan.id));
    await advanceToEnd(testApp, row!);
    await renewSettled(testApp, row!.id);
    const charges = await testApp.db.select().from(transactions).where(eq(transactions.payerId, fan.id));
    expect(charges.map((charge) => [charge.type, charge.amountCents]).sort()).toEqual([
      ['PrimeSubscription', 799],
      ['PrimeSubscriptionRenewal', 999],
    ]);
    const [renewed] = await testApp.db.select().from(subscriptions).where(eq(subscriptions.fanId, fan.id));
    expect(renewed).toMatchObject({ renewalCycle: 1, status: 'active' });
  });

  it('unsubscribes: the plan and its badge last until the end, and it is never charged again', async () => {
    const fan = await buyer('USER');
    await purchase(fan.headers, 'prime');
    const response = await testApp.app.inject({ method: 'POST', url: '/api/platform-plans/prime/unsubscribe', headers: fan.headers, payload: { reason: 'TOO_EXPENSIVE' } });
    expect(response.json<{ data: PlatformPlan }>().data.subscription).toMatchObject({ is_cancelled: true, status: 'cancelled' });
    expect((await testApp.services.plans.badgesOf([fan.id])).get(fan.id)).toEqual(['Prime']);
    const [row] = await testApp.db.select().from(subscriptions).where(eq(subscriptions.fanId, fan.id));
    await advanceToEnd(testApp, row!);
    await renewSettled(testApp, row!.id);
    expect((await testApp.services.plans.badgesOf([fan.id])).get(fan.id)).toBeUndefined();
    expect(await testApp.db.select().from(transactions).where(eq(transactions.payerId, fan.id))).toHaveLength(1);
  });
});
