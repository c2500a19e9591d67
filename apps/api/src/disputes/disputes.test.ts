import { disputeMessages } from '@velvet/contracts';
import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundWallet, idempotencyHeader } from '../../test/support/money.ts';
import { bearer, createTestApp, createUser, signIn, type TestApp } from '../../test/support/test-app.ts';
import { accountEntries, accounts, balance, transfer, verifyLedger } from '../ledger/index.ts';
import { payoutAccounts } from '../withdrawals/schema.ts';

const WEBHOOK_SECRET = 'velvet-test-webhook-secret-0123456789abcdef';
const DAY_MS = 86_400_000;

let testApp: TestApp;
let adminHeaders: Record<string, string>;
beforeAll(async () => {
  testApp = await createTestApp({ PAYSIM_WEBHOOK_SECRET: WEBHOOK_SECRET });
  const admin = await createUser(testApp, { role: 'ADMIN' });
  adminHeaders = bearer(await signIn(testApp, admin.username));
});
afterAll(() => testApp.close());

const sign = (body: string, at = Math.floor(Date.now() / 1000)) => `t=${at},v1=${createHmac('sha256', WEBHOOK_SECRET).update(`${at}.${body}`).digest('hex')}`;

/** One signed provider event, as the sandbox sends it. */
const eventBody = (type: string, data: object) => JSON.stringify({ id: `evt_${randomUUID()}`, type, created: Math.floor(Date.now() / 1000), data });

const deliver = (body: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/webhooks/paysim', headers: { 'content-type': 'application/json', 'paysim-signature': sign(body) }, payload: body });

/** A fan's card tip to the creator, settled by the provider's webhook: 80% of it is the creator's, on hold. */
async function cardTip(fanId: string, creatorId: string, cents: number) {
  const platformFeeCents = cents / 5;
  const { transaction } = await testApp.services.transactions.insertOnce(testApp.db, {
    type: 'Tip',
    status: 'Pending',
    method: 'card',
    payerId: fanId,
    idempotencyKey: randomUUID(),
    amountCents: cents,
    totalCents: cents,
    platformFeeCents,
  });
  await testApp.services.transactions.addRecipients(testApp.db, [{ transactionId: transaction.id, recipientId: creatorId, share: 'creator', amountCents: cents - platformFeeCents }]);
  const paid = await deliver(eventBody('payment.succeeded', { id: `pay_${transaction.id}`, merchant_reference: transaction.id, status: 'succeeded' }));
  expect(paid.statusCode).toBe(200);
  return transaction.id;
}

const dispute = (type: 'dispute.opened' | 'dispute.won' | 'dispute.lost', disputeId: string, transactionId: string) =>
  eventBody(type, { id: disputeId, merchant_reference: transactionId, payment_id: `pay_${transactionId}`, fee: 1500, reason: 'fraudulent' });

async function pair() {
  const fan = await createUser(testApp);
  const creator = await createUser(testApp, { role: 'CREATOR' });
  return { fan, creator };
}

/** The creator's released earnings go out as a payout would take them. */
async function withdrawAll(creatorId: string) {
  const available = await balance(testApp.db, accounts.creatorAvailable(creatorId));
  await transfer(testApp.db, {
    idempotencyKey: `test-payout:${randomUUID()}`,
    kind: 'withdrawal',
    postings: [
      { account: accounts.creatorAvailable(creatorId), amount: -available },
      { account: accounts.payoutsInFlight(), amount: available },
    ],
  });
}

const release = (days: number) => testApp.services.earnings.releaseDue(new Date(Date.now() + days * DAY_MS));
const creatorBalances = async (creatorId: string) => ({
  pending: await balance(testApp.db, accounts.creatorPending(creatorId)),
  available: await balance(testApp.db, accounts.creatorAvailable(creatorId)),
  debt: await balance(testApp.db, accounts.earningsDebt(creatorId)),
});

describe('card disputes', () => {
  it('leaves a creator who already withdrew negative, recovers it from the next sale first, and the ledger verifies', async () => {
    const { fan, creator } = await pair();
    const first = await cardTip(fan.id, creator.id, 1000);
    await release(15);
    await withdrawAll(creator.id);
    expect(await creatorBalances(creator.id)).toEqual({ pending: 0n, available: 0n, debt: 0n });

    expect((await deliver(dispute('dispute.opened', `dp_${randomUUID()}`, first))).statusCode).toBe(200);
    // The creator's $8.00 share and the $15.00 fee are owed.
    expect(await creatorBalances(creator.id)).toEqual({ pending: 0n, available: 0n, debt: -2300n });
    const earnings = await testApp.app.inject({ method: 'GET', url: '/api/earnings', headers: bearer(await signIn(testApp, creator.username)) });
    expect(earnings.json().data.available).toBe(-23);

    // No withdrawal while the debt stands.
    const payeeId = `payee_${randomUUID()}`;
    await testApp.db.insert(payoutAccounts).values({ userId: creator.id, payeeId, status: 'active', activationUrl: 'http://paysim.test/activate' });
    const refused = testApp.services.withdrawals.withdraw({ userId: creator.id, role: 'CREATOR', idempotencyKey: randomUUID(), amountCents: 10_000, destination: { sid: payeeId, type: 'masspay' } });
    await expect(refused).rejects.toMatchObject({ code: 'VALIDATION_FAILED', message: disputeMessages.owesBalance('$23.00') });

    // The next sale ($50: $40 to the creator) pays the $23 back first when it is released.
    await cardTip(fan.id, creator.id, 5000);
    expect(await creatorBalances(creator.id)).toEqual({ pending: 4000n, available: 0n, debt: -2300n });
    await release(15);
    expect(await creatorBalances(creator.id)).toEqual({ pending: 0n, available: 1700n, debt: 0n });
    expect((await verifyLedger(testApp.db)).drift).toBe(0);
  });

  it('holds earnings still on hold, gives them back when won, and the release goes on', async () => {
    const { fan, creator } = await pair();
    await cardTip(fan.id, creator.id, 5000);
    await release(15);
    const disputed = await cardTip(fan.id, creator.id, 1000);
    const disputeId = `dp_${randomUUID()}`;
    await deliver(dispute('dispute.opened', disputeId, disputed));
    // $8 from pending, the $15 fee from the $40 available.
    expect(await creatorBalances(creator.id)).toEqual({ pending: 0n, available: 2500n, debt: 0n });
    expect(await release(30)).toBeGreaterThanOrEqual(0);
    expect(await creatorBalances(creator.id)).toEqual({ pending: 0n, available: 2500n, debt: 0n });

    await deliver(dispute('dispute.won', disputeId, disputed));
    expect(await creatorBalances(creator.id)).toEqual({ pending: 800n, available: 4000n, debt: 0n });
    await release(30);
    expect(await creatorBalances(creator.id)).toEqual({ pending: 0n, available: 4800n, debt: 0n });
    expect((await verifyLedger(testApp.db)).drift).toBe(0);
  });

  it('pays the network when lost: the purchase shows refunded and its earnings never come back', async () => {
    const { fan, creator } = await pair();
    const disputed = await cardTip(fan.id, creator.id, 1000);
    const disputeId = `dp_${randomUUID()}`;
    await deliver(dispute('dispute.opened', disputeId, disputed));
    await deliver(dispute('dispute.lost', disputeId, disputed));
    await release(30);
    expect(await creatorBalances(creator.id)).toEqual({ pending: 0n, available: 0n, debt: -1500n });
    // The $10 and the $15 fee went back out to the network, in the dispute's correcting entry.
    const { items } = await accountEntries(testApp.db, { account: accounts.providerClearing(), limit: 100 });
    expect(items.find((entry) => entry.kind === 'dispute_lost' && entry.amount === 2500n)).toBeDefined();
    const view = await testApp.app.inject({ method: 'GET', url: `/api/transactions/${disputed}`, headers: bearer(await signIn(testApp, fan.username)) });
    expect(view.json().data.status).toBe('Refunded');
    expect((await testApp.services.notifications.list(fan.id, { limit: 1 })).items[0]).toMatchObject({ type: 'Dispute', message: disputeMessages.lost('$10.00') });
    expect((await verifyLedger(testApp.db)).drift).toBe(0);
  });

  it('applies every dispute event once when each arrives five times, shuffled, outcomes before openings included', async () => {
    const { fan, creator } = await pair();
    const won = await cardTip(fan.id, creator.id, 2000);
    const lost = await cardTip(fan.id, creator.id, 3000);
    const [wonId, lostId] = [`dp_${randomUUID()}`, `dp_${randomUUID()}`];
    const bodies = [dispute('dispute.opened', wonId, won), dispute('dispute.opened', lostId, lost), dispute('dispute.won', wonId, won), dispute('dispute.lost', lostId, lost)];
    let queue = bodies.flatMap((body) => Array.from({ length: 5 }, () => body)).sort(() => Math.random() - 0.5);
    let applied = 0;
    // As the provider does: whatever was refused (an outcome ahead of its opening) is delivered again.
    for (let round = 0; queue.length && round < 10; round += 1) {
      const answers = await Promise.all(queue.map(deliver));
      applied += answers.filter((answer) => answer.statusCode === 200 && answer.json().result === 'applied').length;
      expect(answers.every((answer) => [200, 409].includes(answer.statusCode))).toBe(true);
      queue = queue.filter((_body, index) => answers[index]!.statusCode !== 200);
    }
    expect([queue.length, applied]).toEqual([0, 4]);
    // Won: $16 back on hold and its $15 fee given back; lost: $24 and its $15 fee gone, owed.
    expect(await creatorBalances(creator.id)).toEqual({ pending: 1600n, available: 0n, debt: -1500n });
    await release(15);
    expect(await creatorBalances(creator.id)).toEqual({ pending: 0n, available: 100n, debt: 0n });

    const page = await testApp.app.inject({ method: 'GET', url: '/api/admin/disputes?limit=100', headers: adminHeaders });
    const mine = page.json().data.items.filter((item: { transaction_id: string }) => [won, lost].includes(item.transaction_id));
    expect(mine.map((item: { status: string }) => item.status).sort()).toEqual(['lost', 'won']);
    expect((await verifyLedger(testApp.db)).drift).toBe(0);
  });

  it('holds the withdrawals of a creator with an open dispute for review', async () => {
    const { fan, creator } = await pair();
    await cardTip(fan.id, creator.id, 20_000);
    await release(15);
    const disputed = await cardTip(fan.id, creator.id, 1000);
    await deliver(dispute('dispute.opened', `dp_${randomUUID()}`, disputed));
    const payeeId = `payee_${randomUUID()}`;
    await testApp.db.insert(payoutAccounts).values({ userId: creator.id, payeeId, status: 'active', activationUrl: 'http://paysim.test/activate' });
    const withdrawal = await testApp.services.withdrawals.withdraw({ userId: creator.id, role: 'CREATOR', idempotencyKey: randomUUID(), amountCents: 10_000, destination: { sid: payeeId, type: 'masspay' } });
    expect(withdrawal).toMatchObject({ status: 'Pending', review: { status: 'awaiting', reasons: ['disputes'] } });
  });

  it('refuses an admin refund while the dispute is open', async () => {
    const { fan, creator } = await pair();
    const disputed = await cardTip(fan.id, creator.id, 1000);
    await deliver(dispute('dispute.opened', `dp_${randomUUID()}`, disputed));
    const refund = await testApp.app.inject({ method: 'POST', url: `/api/admin/transactions/${disputed}/refund`, headers: adminHeaders, payload: { reason: 'Fan asked for it' } });
    expect([refund.statusCode, refund.json().message]).toEqual([409, disputeMessages.underDispute]);
  });

  it('marks the disputed transaction for the fan and the creator, and names both in the queue filtered by either', async () => {
    const { fan, creator } = await pair();
    const disputed = await cardTip(fan.id, creator.id, 1000);
    const untouched = await cardTip(fan.id, creator.id, 500);
    const marker = async (username: string, id: string) =>
      (await testApp.app.inject({ method: 'GET', url: `/api/transactions/${id}`, headers: bearer(await signIn(testApp, username)) })).json().data.dispute;
    expect(await marker(fan.username, disputed)).toBeNull();
    const disputeId = `dp_${randomUUID()}`;
    await deliver(dispute('dispute.opened', disputeId, disputed));
    expect([await marker(fan.username, disputed), await marker(creator.username, disputed), await marker(fan.username, untouched)]).toEqual(['open', 'open', null]);
    const listed = await testApp.app.inject({ method: 'GET', url: '/api/transactions?limit=5', headers: bearer(await signIn(testApp, creator.username)) });
    const states = Object.fromEntries(listed.json().data.items.map((item: { _id: string; dispute: string | null }) => [item._id, item.dispute]));
    expect(states).toMatchObject({ [disputed]: 'open', [untouched]: null });
    await deliver(dispute('dispute.lost', disputeId, disputed));
    expect(await marker(fan.username, disputed)).toBe('lost');

    for (const userId of [fan.id, creator.id]) {
      const page = await testApp.app.inject({ method: 'GET', url: `/api/admin/disputes?user_id=${userId}`, headers: adminHeaders });
      expect(page.json().data).toMatchObject({
        items: [{ transaction_id: disputed, status: 'lost', payer_id: fan.id, fan: { _id: fan.id, username: fan.username }, creator: { _id: creator.id, username: creator.username } }],
        page: 1,
        has_more: false,
      });
    }
  });

  it('pages the queue', async () => {
    const { fan, creator } = await pair();
    for (const cents of [700, 800]) await deliver(dispute('dispute.opened', `dp_${randomUUID()}`, await cardTip(fan.id, creator.id, cents)));
    const page = (number: number) => testApp.app.inject({ method: 'GET', url: `/api/admin/disputes?user_id=${fan.id}&limit=1&page=${number}`, headers: adminHeaders });
    const [first, second] = [(await page(1)).json().data, (await page(2)).json().data];
    expect([first.items[0].amount, first.has_more, second.items[0].amount, second.has_more]).toEqual([8, true, 7, false]);
  });

  it('shows the queue to admins only', async () => {
    const fan = await createUser(testApp);
    const headers = bearer(await signIn(testApp, fan.username));
    expect((await testApp.app.inject({ method: 'GET', url: '/api/admin/disputes', headers })).statusCode).toBe(403);
    const queue = await testApp.app.inject({ method: 'GET', url: '/api/admin/disputes?status=open', headers: adminHeaders });
    expect(queue.statusCode).toBe(200);
    expect(queue.json().data.counts).toHaveProperty('open');
  });
});

describe('refunds after release', () => {
  it('takes released earnings back from the balance and the rest as a debt, instead of refusing', async () => {
    const { fan, creator } = await pair();
    await fundWallet(testApp, fan.id, 5000);
    const headers = bearer(await signIn(testApp, fan.username));
    const tip = await testApp.app.inject({ method: 'POST', url: '/api/tips', headers: { ...headers, ...idempotencyHeader() }, payload: { recipient_id: creator.id, amount: 10, payment_mode: 'wallet' } });
    const transactionId = tip.json().data._id;
    await release(15);
    await transfer(testApp.db, {
      idempotencyKey: `test-payout:${randomUUID()}`,
      kind: 'withdrawal',
      postings: [
        { account: accounts.creatorAvailable(creator.id), amount: -500n },
        { account: accounts.payoutsInFlight(), amount: 500n },
      ],
    });
    const refund = await testApp.app.inject({ method: 'POST', url: `/api/admin/transactions/${transactionId}/refund`, headers: adminHeaders, payload: { reason: 'Charged twice by mistake' } });
    expect(refund.statusCode).toBe(200);
    expect(await balance(testApp.db, accounts.fanWallet(fan.id))).toBe(5000n);
    expect(await creatorBalances(creator.id)).toEqual({ pending: 0n, available: 0n, debt: -500n });
    expect((await verifyLedger(testApp.db)).drift).toBe(0);
  });
});
