import type { AdminSummary, AdminUserDetails, Transaction, TransactionPage } from '@velvet/contracts';
import { adminTransactionMessages } from '@velvet/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundWallet, idempotencyHeader } from '../../test/support/money.ts';
import { bearer, createTestApp, createUser, signIn, type TestApp } from '../../test/support/test-app.ts';
import { users } from '../accounts/schema.ts';

let testApp: TestApp;
let adminHeaders: Record<string, string>;
beforeAll(async () => {
  testApp = await createTestApp();
  const admin = await createUser(testApp, { role: 'ADMIN' });
  adminHeaders = bearer(await signIn(testApp, admin.username));
});
afterAll(() => testApp.close());

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = adminHeaders) => testApp.app.inject({ method: 'GET', url, headers });

async function signedIn(role: 'USER' | 'CREATOR' = 'USER') {
  const user = await createUser(testApp, { role });
  return { ...user, headers: bearer(await signIn(testApp, user.username)) };
}

/** A fan's $10 wallet tip to a creator. */
async function tip(fan: { headers: Headers }, creatorId: string): Promise<Transaction> {
  const answer = await testApp.app.inject({
    method: 'POST',
    url: '/api/tips',
    headers: { ...fan.headers, ...idempotencyHeader() },
    payload: { recipient_id: creatorId, amount: 10, payment_mode: 'wallet' },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ data: Transaction }>().data;
}

describe('the admin console API', () => {
  it('refuses every console call to fans and creators', async () => {
    const fan = await signedIn();
    const creator = await signedIn('CREATOR');
    for (const url of ['/api/admin/summary', `/api/admin/users/${fan.id}`, '/api/admin/transactions', '/api/admin/users?query=a']) {
      expect([(await get(url, fan.headers)).statusCode, (await get(url, creator.headers)).statusCode]).toEqual([403, 403]);
    }
    expect((await get('/api/admin/summary', {})).statusCode).toBe(401);
  });

  it('counts what waits in each queue', async () => {
    const before = (await get('/api/admin/summary')).json<{ data: AdminSummary }>().data;
    const reporter = await signedIn();
    const reported = await createUser(testApp);
    const report = await testApp.app.inject({
      method: 'POST',
      url: '/api/report',
      headers: reporter.headers,
      payload: { reported_id: reported.id, type: 'user', report_type: 'SPAM', description: 'Sends the same link to everyone.' },
    });
    expect(report.statusCode).toBe(201);
    await createUser(testApp, { kycStatus: 'pending' });
    const after = (await get('/api/admin/summary')).json<{ data: AdminSummary }>().data;
    expect(after.open_reports).toBeGreaterThanOrEqual(before.open_reports + 1);
    expect(after.pending_verifications).toBeGreaterThanOrEqual(before.pending_verifications + 1);
    expect(Object.keys(after).sort()).toEqual(['open_disputes', 'open_reports', 'payouts_awaiting_review', 'pending_appeals', 'pending_verifications']);
  });

  it('finds users by name as well as username and email, a page at a time', async () => {
    const marker = `Zephyrine${Date.now()}`;
    const [first, second] = [await createUser(testApp), await createUser(testApp)];
    await testApp.db.update(users).set({ fName: marker, lName: 'Okafor' }).where(eq(users.id, first.id));
    await testApp.db.update(users).set({ fName: 'Ines', lName: marker }).where(eq(users.id, second.id));
    const page = async (query: string, number = 1) => (await get(`/api/admin/users?query=${encodeURIComponent(query)}&limit=1&page=${number}`)).json().data;
    const one = await page(marker);
    const two = await page(marker, 2);
    expect([one.items.length, one.has_more, two.items.length, two.has_more]).toEqual([1, true, 1, false]);
    expect([one.items[0]._id, two.items[0]._id].sort()).toEqual([first.id, second.id].sort());
    expect((await page(`${marker} Okafor`)).items).toMatchObject([{ _id: first.id, name: `${marker} Okafor` }]);
    expect((await get('/api/admin/users?page=0')).statusCode).toBe(400);
  });

  it("shows a user's page: standing, balances, reports by and against them, limits", async () => {
    const fan = await signedIn();
    const creator = await signedIn('CREATOR');
    await fundWallet(testApp, fan.id, 5000);
    await tip(fan, creator.id);
    const report = await testApp.app.inject({
      method: 'POST',
      url: '/api/report',
      headers: fan.headers,
      payload: { reported_id: creator.id, type: 'user', report_type: 'SCAM', description: 'Asked me to pay outside the site.' },
    });
    expect(report.statusCode).toBe(201);
    const lift = await testApp.app.inject({ method: 'POST', url: `/api/admin/users/${fan.id}/limits/lift`, headers: adminHeaders, payload: { kind: 'deposits', reason: 'Verified by phone' } });
    expect(lift.statusCode).toBe(200);

    const fanPage = (await get(`/api/admin/users/${fan.id}`)).json<{ data: AdminUserDetails }>().data;
    expect(fanPage).toMatchObject({ user: { _id: fan.id, role: 'USER', banned: false }, balances: { wallet: 40, pending: 0, available: 0, debt: 0 }, disputes: [], limits: [{ kind: 'deposits' }] });
    expect(fanPage.reports.by.map((item) => item.reported_id)).toEqual([creator.id]);
    expect(fanPage.reports.against).toEqual([]);

    const creatorPage = (await get(`/api/admin/users/${creator.id}`)).json<{ data: AdminUserDetails }>().data;
    expect(creatorPage.balances).toEqual({ wallet: 0, pending: 8, available: 0, debt: 0 });
    expect(creatorPage.reports.against).toMatchObject([{ reporter: { _id: fan.id }, reported_owner: { _id: creator.id, username: creator.username }, report_type: 'SCAM' }]);
  });

  it('answers 404 for a user who does not exist and 400 for an id that is not one', async () => {
    expect((await get('/api/admin/users/00000000-0000-4000-8000-000000000000')).json()).toMatchObject({ message: 'User not found' });
    expect((await get('/api/admin/users/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/api/admin/users/not-an-id')).statusCode).toBe(400);
  });

  it('picks transactions by id, by its first characters, or by user, each seen from its payer or that user', async () => {
    const fan = await signedIn();
    const creator = await signedIn('CREATOR');
    await fundWallet(testApp, fan.id, 5000);
    const older = await tip(fan, creator.id);
    const newer = await tip(fan, creator.id);
    const search = async (query: string) => (await get(`/api/admin/transactions?${query}`)).json<{ data: TransactionPage }>().data;

    expect((await search(`q=${newer._id.toUpperCase()}`)).items).toMatchObject([{ _id: newer._id, is_credit: false, from: { _id: fan.id }, dispute: null }]);
    expect((await search(`q=${older._id.slice(0, 13)}`)).items.map((item) => item._id)).toContain(older._id);

    const creatorSide = await search(`user_id=${creator.id}&limit=1`);
    expect(creatorSide.items).toMatchObject([{ _id: newer._id, is_credit: true, net_amount: 8 }]);
    const rest = await search(`user_id=${creator.id}&limit=1&d=${encodeURIComponent(creatorSide.next!.d)}&t=${creatorSide.next!.t}`);
    expect(rest.items.map((item) => item._id)).toEqual([older._id]);

    const refused = await get('/api/admin/transactions?q=xyz');
    expect([refused.statusCode, refused.json().fields?.q]).toEqual([400, adminTransactionMessages.idFormat]);
  });
});
