import type { Transaction, TransactionType } from '@velvet/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundWallet, idempotencyHeader } from '../../test/support/money.ts';
import { bearer, createTestApp, createUser, signIn, type TestApp } from '../../test/support/test-app.ts';
import { accounts, balance, verifyLedger } from '../ledger/index.ts';
import { acceptCollabRequests, creatorWithChannel, publish, uploadImage } from '../../test/support/posts.ts';
import { activeCollaboration, allResources, createAgency } from './test-kit.ts';

let testApp: TestApp;
let adminHeaders: Record<string, string>;
beforeAll(async () => {
  testApp = await createTestApp();
  // Chat fees are sold by the chat domain; registered here so the checkout can sell one.
  testApp.services.checkout.registerKind('ChatFee', { notificationType: 'Chat-Fee-Purchase', describe: () => ({ payer: 'Chat fee paid successfully', recipient: 'Chat fee received' }) });
  const admin = await createUser(testApp, { role: 'ADMIN' });
  adminHeaders = bearer(await signIn(testApp, admin.username));
});
afterAll(() => testApp.close());

async function fan() {
  const user = await createUser(testApp);
  await fundWallet(testApp, user.id, 100_000);
  return { ...user, headers: bearer(await signIn(testApp, user.username)) };
}

async function tip(payer: { headers: Record<string, string> }, creatorId: string, amount: number): Promise<Transaction> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/tips',
    headers: { ...payer.headers, ...idempotencyHeader() },
    payload: { recipient_id: creatorId, amount, payment_mode: 'wallet' },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Transaction }>().data;
}

const buy = (payerId: string, creatorId: string, type: TransactionType, priceCents: number) =>
  testApp.services.checkout.purchase({ payerId, idempotencyKey: randomUUID(), type, priceCents, payee: { creatorId }, payment: { mode: 'wallet' } });

const pendingOf = (creatorId: string) => balance(testApp.db, accounts.creatorPending(creatorId));
const agencyOf = (agencyId: string) => balance(testApp.db, accounts.agencyEarnings(agencyId));
const drift = async () => (await verifyLedger(testApp.db)).drift;

describe('purchases from a creator with an active agency', () => {
  it("give the agency its percentage of the creator's share, to the cent", async () => {
    const { agency, creator } = await activeCollaboration(testApp, { revenueShare: { creator: 80, agency: 20 }, is_all_agency_share: true });
    const payer = await fan();
    // $12.34: platform 20% = 247 (rounded), creator's part 987, agency 20% of it = 197 (floored), creator 790.
    const transaction = await tip(payer, creator.id, 12.34);
    expect(await pendingOf(creator.id)).toBe(790n);
    expect(await agencyOf(agency.id)).toBe(197n);
    expect(transaction).toMatchObject({ amount: 12.34, platform_fee: 2.47 });
    expect(790 + 197 + 247).toBe(1234);
    expect(await drift()).toBe(0);
  });

  it('stop giving the agency anything once the creator revokes', async () => {
    const { agency, creator, collaboration } = await activeCollaboration(testApp);
    const payer = await fan();
    await tip(payer, creator.id, 10);
    expect(await agencyOf(agency.id)).toBe(160n);
    const revoked = await testApp.app.inject({ method: 'POST', url: `/api/users/revoke-agency-collab/${collaboration._id}`, headers: creator.headers });
    expect(revoked.statusCode).toBe(200);
    await tip(payer, creator.id, 10);
    expect(await agencyOf(agency.id)).toBe(160n);
    expect(await pendingOf(creator.id)).toBe(640n + 800n);
    expect(await drift()).toBe(0);
  });

  it('with a Message-only share, take it from chat purchases and from nothing else', async () => {
    const { agency, creator } = await activeCollaboration(testApp, { is_all_agency_share: false, featureRevenueShare: { Message: { agency: 10 } } });
    const payer = await fan();
    await tip(payer, creator.id, 10);
    expect(await agencyOf(agency.id)).toBe(0n);
    expect(await pendingOf(creator.id)).toBe(800n);
    const chatFee = await buy(payer.id, creator.id, 'ChatFee', 2000);
    expect(chatFee.status).toBe('Completed');
    // $20: platform 400, creator's part 1600, agency 10% = 160.
    expect(await agencyOf(agency.id)).toBe(160n);
    expect(await pendingOf(creator.id)).toBe(800n + 1440n);
    expect(await drift()).toBe(0);
  });

  it("leave a post collaborator's share as it is and take the agency's from the creator's own part", async () => {
    const creator = await creatorWithChannel(testApp);
    const collaborator = await creatorWithChannel(testApp);
    const { agency } = await activeCollaboration(testApp, {}, creator);
    const photo = await uploadImage(testApp, creator.headers);
    const post = await publish(testApp, creator.headers, { text: 'Duo set', visibility: 'paid', price: 10, media_ids: [photo._id], collaborators: [{ user_id: collaborator.id, percent: 30 }] });
    await acceptCollabRequests(testApp, collaborator.headers);
    const payer = await fan();
    const unlocked = await testApp.app.inject({ method: 'POST', url: `/api/posts/${post._id}/unlock`, headers: { ...payer.headers, ...idempotencyHeader() }, payload: { payment_mode: 'wallet' } });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    // $10: platform 200, collaborator 30% of 800 = 240, creator's part 560, agency 20% of it = 112.
    expect(await pendingOf(collaborator.id)).toBe(240n);
    expect(await agencyOf(agency.id)).toBe(112n);
    expect(await pendingOf(creator.id)).toBe(448n);
    expect(await drift()).toBe(0);
  });

  it('give nothing when the invitation is still pending', async () => {
    const creator = await createUser(testApp, { role: 'CREATOR' });
    const payer = await fan();
    await tip(payer, creator.id, 10);
    expect(await pendingOf(creator.id)).toBe(800n);
  });
});

describe('refunds and release of agency funds', () => {
  const refund = (id: string) => testApp.app.inject({ method: 'POST', url: `/api/admin/transactions/${id}/refund`, headers: adminHeaders, payload: { reason: 'Charged twice by mistake' } });

  it("a refund takes back the agency's share with the creator's", async () => {
    const { agency, creator } = await activeCollaboration(testApp);
    const payer = await fan();
    const transaction = await tip(payer, creator.id, 10);
    expect((await refund(transaction._id)).statusCode).toBe(200);
    expect(await agencyOf(agency.id)).toBe(0n);
    expect(await pendingOf(creator.id)).toBe(0n);
    expect(await balance(testApp.db, accounts.fanWallet(payer.id))).toBe(100_000n);
    expect(await drift()).toBe(0);
  });

  it('releases agency funds to its withdrawable account after 14 days, once; a refund is then refused', async () => {
    const { agency, creator } = await activeCollaboration(testApp);
    const payer = await fan();
    const transaction = await tip(payer, creator.id, 10);
    const thirteenDaysLater = new Date(Date.now() + 13 * 86_400_000);
    const fifteenDaysLater = new Date(Date.now() + 15 * 86_400_000);

    await testApp.services.earnings.releaseDue(thirteenDaysLater);
    expect(await agencyOf(agency.id)).toBe(160n);
    expect(await testApp.services.agency.funds(agency.id)).toEqual({ pending: 1.6, available: 0, lifetime: 1.6 });

    await testApp.services.earnings.releaseDue(fifteenDaysLater);
    await testApp.services.earnings.releaseDue(fifteenDaysLater);
    expect(await agencyOf(agency.id)).toBe(0n);
    expect(await balance(testApp.db, accounts.agencyAvailable(agency.id))).toBe(160n);
    expect(await balance(testApp.db, accounts.creatorAvailable(creator.id))).toBe(640n);
    const funds = await testApp.app.inject({ method: 'GET', url: '/api/agency/funds', headers: agency.headers });
    expect(funds.json().data).toEqual({ pending: 0, available: 1.6, lifetime: 1.6 });
    const withdrawable = await testApp.app.inject({ method: 'GET', url: '/api/withdrawals/balance', headers: agency.headers });
    expect(withdrawable.json().data).toEqual({ balance: 1.6, is_first_withdrawal_done: false });

    // A refund after the release takes the agency's share back from its released funds too.
    expect((await refund(transaction._id)).statusCode).toBe(200);
    expect(await balance(testApp.db, accounts.agencyAvailable(agency.id))).toBe(0n);
    expect(await balance(testApp.db, accounts.creatorAvailable(creator.id))).toBe(0n);
    expect(await drift()).toBe(0);
  });

  it('agency funds are for the agency only', async () => {
    const { creator } = await activeCollaboration(testApp);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/agency/funds', headers: creator.headers })).statusCode).toBe(403);
  });
});

describe('GET /api/agency/collaborations/{id}/creator', () => {
  const details = (headers: Record<string, string>, id: string) => testApp.app.inject({ method: 'GET', url: `/api/agency/collaborations/${id}/creator`, headers });

  it("shows the agency the creator's earnings and counts for permitted resources only", async () => {
    const permissions = allResources(false).map((entry) => ({ ...entry, permitted: entry.resourceName === 'MESSAGE' || entry.resourceName === 'POST' }));
    const { agency, creator, collaboration } = await activeCollaboration(testApp, { is_all_agency_share: false, resourcePermissions: permissions });
    const payer = await fan();
    await buy(payer.id, creator.id, 'ChatFee', 2000);
    await tip(payer, creator.id, 10);
    const response = await details(agency.headers, collaboration._id);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    // The chat fee's $16 creator part less the agency's 10%: $14.40. The tip counts for no resource.
    expect(data.earnings).toEqual([
      { resourceName: 'MESSAGE', amount: 14.4 },
      { resourceName: 'POST', amount: 0 },
    ]);
    expect(data.counts).toEqual({ posts: 0 });
  });

  it('is for the collaboration’s agency only, and only while active', async () => {
    const { agency, creator, collaboration } = await activeCollaboration(testApp);
    const otherAgency = await createAgency(testApp);
    expect((await details(otherAgency.headers, collaboration._id)).statusCode).toBe(404);
    expect((await details(creator.headers, collaboration._id)).statusCode).toBe(403);
    await testApp.app.inject({ method: 'POST', url: `/api/users/revoke-agency-collab/${collaboration._id}`, headers: creator.headers });
    const revoked = await details(agency.headers, collaboration._id);
    expect(revoked.statusCode).toBe(409);
    expect(revoked.json().message).toBe('Creator details are shown while the collaboration is active');
  });
});
