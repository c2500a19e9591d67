import type { PayoutAccount, Withdrawal } from '@velvet/contracts';
import { withdrawMessages } from '@velvet/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundWallet, idempotencyHeader } from '../../test/support/money.ts';
import { eventually, sandboxedTestApp } from '../../test/support/paysim.ts';
import { bearer, createUser, signIn, type TestApp } from '../../test/support/test-app.ts';
import { accounts, availableBalance, verifyLedger } from '../ledger/index.ts';
import { withdrawals } from './schema.ts';

let testApp: TestApp;
let stop: () => Promise<void>;
let adminHeaders: Headers;
beforeAll(async () => {
  ({ testApp, stop } = await sandboxedTestApp({ PAYOUT_REVIEW_ABOVE_DOLLARS: '500', PAYOUT_REVIEW_FIRST: 'true' }));
  const admin = await createUser(testApp, { role: 'ADMIN' });
  adminHeaders = bearer(await signIn(testApp, admin.username));
}, 120_000);
afterAll(() => stop?.());

type Headers = Record<string, string>;
const api = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) => testApp.app.inject({ method, url, headers, ...(payload && { payload }) });

/** A creator with $800 released from a fan's $1,000 tip, and an active payout account. */
async function paidCreator() {
  const creator = await createUser(testApp, { role: 'CREATOR' });
  const headers = bearer(await signIn(testApp, creator.username));
  const fan = await createUser(testApp);
  await fundWallet(testApp, fan.id, 100_000);
  await api('POST', '/api/tips', { ...bearer(await signIn(testApp, fan.username)), ...idempotencyHeader() }, { recipient_id: creator.id, amount: 1000, payment_mode: 'wallet' });
  await testApp.services.earnings.releaseDue(new Date(Date.now() + 15 * 86_400_000));
  const account = (await api('POST', '/api/withdrawals/payout-account', headers)).json().data;
  await fetch(account.activation_url, { method: 'POST', body: new URLSearchParams({}), redirect: 'manual' });
  await eventually(
    () => api('GET', '/api/withdrawals/payout-account', headers).then((response) => response.json().data?.is_activated),
    (activated) => activated === true,
  );
  return { ...creator, headers };
}

/** As the WITHDRAW trigger does: the payout account's sid and type go with the amount. */
async function withdraw(headers: Headers, amount: number) {
  const { sid, type } = (await api('GET', '/api/withdrawals/payout-account', headers)).json<{ data: PayoutAccount }>().data;
  return api('POST', '/api/withdrawals', { ...headers, ...idempotencyHeader() }, { amount, sid, type });
}
const historyOf = async (headers: Headers) => (await api('GET', '/api/withdrawals/history', headers)).json<{ data: Withdrawal[] }>().data;

describe('payout review', () => {
  it('holds a large first withdrawal for approval, shows the creator its state, and sends it once approved', async () => {
    const creator = await paidCreator();
    const asked = await withdraw(creator.headers, 600);
    expect([asked.statusCode, asked.json().message]).toEqual([200, withdrawMessages.awaitingReview]);
    const withdrawal = asked.json<{ data: Withdrawal }>().data;
    expect(withdrawal).toMatchObject({ amount: 600, status: 'Pending', review: { status: 'awaiting', reasons: ['large', 'first'] } });
    // The money is reserved: it cannot be withdrawn twice while it waits.
    expect(await availableBalance(testApp.db, accounts.creatorAvailable(creator.id))).toBe(20_000n);
    await testApp.services.withdrawals.sendUnsent(new Date(Date.now() + 60_000));
    expect((await historyOf(creator.headers))[0]).toMatchObject({ _id: withdrawal._id, status: 'Pending', review: { status: 'awaiting' } });

    const queue = (await api('GET', '/api/admin/withdrawals', adminHeaders)).json().data;
    expect(queue.counts.awaiting).toBeGreaterThanOrEqual(1);
    expect(queue.items.find((item: { _id: string }) => item._id === withdrawal._id)).toMatchObject({ user: { _id: creator.id, username: creator.username } });
    expect((await api('POST', `/api/admin/withdrawals/${withdrawal._id}/approve`, creator.headers)).statusCode).toBe(403);

    const approved = await api('POST', `/api/admin/withdrawals/${withdrawal._id}/approve`, adminHeaders);
    expect([approved.statusCode, approved.json().message]).toEqual([200, withdrawMessages.approved]);
    const paid = await eventually(
      () => historyOf(creator.headers).then((items) => items[0]),
      (item) => item?.status === 'Completed',
    );
    expect(paid).toMatchObject({ status: 'Completed', review: { status: 'approved' } });
    expect((await api('POST', `/api/admin/withdrawals/${withdrawal._id}/approve`, adminHeaders)).json().message).toBe(withdrawMessages.notAwaitingReview);
    expect((await verifyLedger(testApp.db)).drift).toBe(0);
  });

  it('gives the money back when rejected, with the reason', async () => {
    const creator = await paidCreator();
    const withdrawal = (await withdraw(creator.headers, 700)).json<{ data: Withdrawal }>().data;
    const rejected = await api('POST', `/api/admin/withdrawals/${withdrawal._id}/reject`, adminHeaders, { reason: 'Bank details look wrong' });
    expect(rejected.json().data).toMatchObject({ status: 'Failed', failure_reason: 'Bank details look wrong', review: { status: 'rejected' } });
    expect(await availableBalance(testApp.db, accounts.creatorAvailable(creator.id))).toBe(80_000n);
  });

  it('lets a later withdrawal under the review amount go straight out', async () => {
    const creator = await paidCreator();
    const first = (await withdraw(creator.headers, 150)).json<{ data: Withdrawal }>().data;
    expect(first.review).toMatchObject({ reasons: ['first'] });
    await api('POST', `/api/admin/withdrawals/${first._id}/approve`, adminHeaders);
    await eventually(
      () => historyOf(creator.headers).then((items) => items[0]?.status),
      (status) => status === 'Completed',
    );
    const second = await withdraw(creator.headers, 150);
    expect([second.json().message, second.json().data.review]).toEqual([withdrawMessages.withdrawn, null]);
  });
});

describe('where a withdrawal goes (sid and type)', () => {
  const withdrawTo = (headers: Headers, payload: object) => api('POST', '/api/withdrawals', { ...headers, ...idempotencyHeader() }, { amount: 150, ...payload });

  it("names the payout account's sid and its method in the payout account answer", async () => {
    const creator = await paidCreator();
    const account = (await api('GET', '/api/withdrawals/payout-account', creator.headers)).json<{ data: PayoutAccount }>().data;
    expect(account).toMatchObject({ is_activated: true, sid: expect.stringMatching(/^pye_/), type: 'masspay' });
  });

  it("refuses another creator's payout account, an unknown method or a missing sid with 400, moving no money", async () => {
    const creator = await paidCreator();
    const other = await paidCreator();
    const theirs = (await api('GET', '/api/withdrawals/payout-account', other.headers)).json<{ data: PayoutAccount }>().data;
    const own = (await api('GET', '/api/withdrawals/payout-account', creator.headers)).json<{ data: PayoutAccount }>().data;
    const before = await availableBalance(testApp.db, accounts.creatorAvailable(creator.id));

    const toTheirs = await withdrawTo(creator.headers, { sid: theirs.sid, type: 'masspay' });
    expect([toTheirs.statusCode, toTheirs.json().message, toTheirs.json().fields]).toEqual([400, withdrawMessages.payoutAccountMismatch, { sid: withdrawMessages.payoutAccountMismatch }]);
    const unknownType = await withdrawTo(creator.headers, { sid: own.sid, type: 'bank' });
    expect([unknownType.statusCode, unknownType.json().message]).toEqual([400, withdrawMessages.payoutMethodUnknown]);
    const noSid = await withdrawTo(creator.headers, { type: 'masspay' });
    expect([noSid.statusCode, noSid.json().message]).toEqual([400, withdrawMessages.payoutAccountRequired]);

    expect(await availableBalance(testApp.db, accounts.creatorAvailable(creator.id))).toBe(before);
    expect(await historyOf(creator.headers)).toEqual([]);
  });

  it('sends the money to the payout account the payload named', async () => {
    const creator = await paidCreator();
    const own = (await api('GET', '/api/withdrawals/payout-account', creator.headers)).json<{ data: PayoutAccount }>().data;
    const sent = await withdrawTo(creator.headers, { sid: own.sid, type: own.type });
    expect(sent.statusCode).toBe(200);
    const [row] = await testApp.db.select({ payeeId: withdrawals.payeeId, method: withdrawals.payoutMethod }).from(withdrawals).where(eq(withdrawals.id, sent.json<{ data: Withdrawal }>().data._id));
    expect(row).toEqual({ payeeId: own.sid, method: 'masspay' });
  });
});
