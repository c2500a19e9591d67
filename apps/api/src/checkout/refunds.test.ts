import type { Transaction } from '@velvet/contracts';
import { refundMessages } from '@velvet/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundWallet, idempotencyHeader } from '../../test/support/money.ts';
import { bearer, createTestApp, createUser, signIn, type TestApp } from '../../test/support/test-app.ts';
import { accounts, balance, verifyLedger } from '../ledger/index.ts';
import { isEntitledToChannel } from '../subscriptions/access.ts';
import { transactions } from '../transactions/schema.ts';
import { creatorWithChannel, getPost, publish, uploadImage } from '../../test/support/posts.ts';
import { saveCardRow } from '../../test/support/subscriptions.ts';

let testApp: TestApp;
let adminHeaders: Record<string, string>;
beforeAll(async () => {
  testApp = await createTestApp();
  const admin = await createUser(testApp, { role: 'ADMIN' });
  adminHeaders = bearer(await signIn(testApp, admin.username));
});
afterAll(() => testApp.close());

/** A fan with $50 who tipped a creator $10 from the wallet. */
async function tipped() {
  const fan = await createUser(testApp);
  const creator = await createUser(testApp, { role: 'CREATOR' });
  await fundWallet(testApp, fan.id, 5000);
  const headers = bearer(await signIn(testApp, fan.username));
  const tip = await testApp.app.inject({
    method: 'POST',
    url: '/api/tips',
    headers: { ...headers, ...idempotencyHeader() },
    payload: { recipient_id: creator.id, amount: 10, payment_mode: 'wallet' },
  });
  return { fan, creator, headers, transaction: tip.json<{ data: Transaction }>().data };
}

const refund = (transactionId: string, reason = 'Charged twice by mistake', headers = adminHeaders) =>
  testApp.app.inject({ method: 'POST', url: `/api/admin/transactions/${transactionId}/refund`, headers, payload: { reason } });

describe('POST /api/admin/transactions/:id/refund', () => {
  it("gives the fan the whole total back, takes back the creator's and the platform's parts, once", async () => {
    const { fan, creator, headers, transaction } = await tipped();
    expect(await balance(testApp.db, accounts.fanWallet(fan.id))).toBe(4000n);

    const answers = await Promise.all([refund(transaction._id), refund(transaction._id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const done = answers.find((answer) => answer.statusCode === 200)!.json();
    expect(done.message).toBe("Refunded to the fan's wallet.");
    expect(done.data).toMatchObject({ _id: transaction._id, status: 'Refunded' });
    expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe(refundMessages.alreadyRefunded);

    expect(await balance(testApp.db, accounts.fanWallet(fan.id))).toBe(5000n);
    expect(await balance(testApp.db, accounts.creatorPending(creator.id))).toBe(0n);
    expect((await verifyLedger(testApp.db)).drift).toBe(0);
    const fanView = await testApp.app.inject({ method: 'GET', url: `/api/transactions/${transaction._id}`, headers });
    expect(fanView.json().data.status).toBe('Refunded');
    expect((await testApp.services.notifications.list(fan.id, { limit: 1 })).items[0]).toMatchObject({ type: 'Refund', message: '$10.00 was refunded to your wallet.' });
    expect((await testApp.services.notifications.list(creator.id, { limit: 1 })).items[0]).toMatchObject({ type: 'Refund' });
  });

  it('never releases a refunded earning, and takes released earnings back from the creator', async () => {
    const refunded = await tipped();
    expect((await refund(refunded.transaction._id)).statusCode).toBe(200);
    const paid = await tipped();
    const later = new Date(Date.now() + 15 * 86_400_000);
    await testApp.services.earnings.releaseDue(later);
    expect(await balance(testApp.db, accounts.creatorAvailable(refunded.creator.id))).toBe(0n);
    expect(await balance(testApp.db, accounts.creatorAvailable(paid.creator.id))).toBe(800n);

    expect((await refund(paid.transaction._id)).statusCode).toBe(200);
    expect(await balance(testApp.db, accounts.fanWallet(paid.fan.id))).toBe(5000n);
    expect(await balance(testApp.db, accounts.creatorAvailable(paid.creator.id))).toBe(0n);
    expect((await verifyLedger(testApp.db)).drift).toBe(0);
  });

  it('refuses deposits, unknown transactions, bad reasons and anyone but an admin', async () => {
    const { fan, headers, transaction } = await tipped();
    const [deposit] = await testApp.db
      .insert(transactions)
      .values({ type: 'WalletRecharge', status: 'Completed', method: 'card', payerId: fan.id, idempotencyKey: randomUUID(), amountCents: 2000, totalCents: 2000 })
      .returning();
    expect((await refund(deposit!.id)).json().message).toBe(refundMessages.notAPurchase);
    expect((await refund(randomUUID())).statusCode).toBe(404);
    const short = await refund(transaction._id, 'no');
    expect([short.statusCode, short.json().fields.reason]).toEqual([400, refundMessages.reasonLength]);
    expect((await refund(transaction._id, 'I want my money back', headers)).statusCode).toBe(403);
    expect(await balance(testApp.db, accounts.fanWallet(fan.id))).toBe(4000n);
  });

  it('locks a refunded pay-to-view post again', async () => {
    const creator = await creatorWithChannel(testApp);
    const image = await uploadImage(testApp, creator.headers);
    const post = await publish(testApp, creator.headers, { text: 'Paid set', media_ids: [image._id], visibility: 'paid', price: 5 });
    const fan = await createUser(testApp);
    await fundWallet(testApp, fan.id, 2000);
    const headers = bearer(await signIn(testApp, fan.username));
    const unlock = await testApp.app.inject({ method: 'POST', url: `/api/posts/${post._id}/unlock`, headers: { ...headers, ...idempotencyHeader() }, payload: { payment_mode: 'wallet' } });
    expect((await getPost(testApp, post._id, headers)).json().data.lock).toBeNull();

    expect((await refund(unlock.json().data._id)).statusCode).toBe(200);
    expect((await getPost(testApp, post._id, headers)).json().data.lock).toMatchObject({ reason: 'paid' });
    expect(await balance(testApp.db, accounts.fanWallet(fan.id))).toBe(2000n);
  });

  it('ends a refunded subscription at once', async () => {
    const creator = await creatorWithChannel(testApp);
    const fan = await createUser(testApp);
    await fundWallet(testApp, fan.id, 5000);
    await saveCardRow(testApp, fan.id);
    const headers = bearer(await signIn(testApp, fan.username));
    const bought = await testApp.app.inject({
      method: 'POST',
      url: `/api/channel/${creator.channel.id}/subscribe`,
      headers: { ...headers, ...idempotencyHeader() },
      payload: { package_id: creator.packageId, payment_mode: 'wallet' },
    });
    expect(await isEntitledToChannel(testApp.db, fan.id, creator.channel.id)).toBe(true);

    expect((await refund(bought.json().data.transaction._id)).statusCode).toBe(200);
    expect(await isEntitledToChannel(testApp.db, fan.id, creator.channel.id)).toBe(false);
    expect(await balance(testApp.db, accounts.fanWallet(fan.id))).toBe(5000n);
  });
});
