import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxedTestApp, saveCardAtProvider, TEST_CARDS } from '../../test/support/paysim.ts';
import type { TestApp } from '../../test/support/test-app.ts';
import { accounts, balance, verifyLedger } from '../ledger/index.ts';
import { customFlexible, requestsUser, type Paid } from './test-support.ts';

let testApp: TestApp;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ testApp, stop } = await sandboxedTestApp());
}, 120_000);
afterAll(() => stop?.());

describe('requests paid by card', () => {
  it('writes the request when the charge settles, charges a counter difference by card, and refunds both to the wallet on decline', async () => {
    const creator = await requestsUser(testApp, 'CREATOR');
    const service = await creator.offer(customFlexible);
    const fan = await requestsUser(testApp);
    const card = await saveCardAtProvider(testApp, fan.headers, TEST_CARDS.visa);
    const byCard = { payment_mode: 'card', tokenised_card_id: card._id };

    const sent = await fan.request({ type: 'CUSTOM-SERVICE', target_user: creator.id, service_id: service._id, proposed_amount: 30, request_note: 'A poem', ...byCard });
    const { transaction, request } = sent.json<Paid>().data;
    expect(transaction).toMatchObject({ status: 'Completed', method: 'card', category: 'ServiceRequest' });
    expect(request).toMatchObject({ status: 0, price: 30 });
    expect((await creator.messages(fan.id))[0]?.meta).toMatchObject({ reqId: request._id, requestAccept: 'sent' });

    await creator.respond(request._id, { counter_offer_price: 45 });
    const paid = await fan.answerCounter(request._id, { counter_status: 'accepted', ...byCard });
    expect(paid.json<Paid>().data).toMatchObject({ transaction: { category: 'CounterOffer', amount: 15, method: 'card' }, request: { price: 45, counter_status: 'accepted' } });
    expect(await balance(testApp.db, accounts.creatorPending(creator.id))).toBe(3600n);

    expect((await creator.respond(request._id, { status: 2 })).statusCode).toBe(200);
    expect(await balance(testApp.db, accounts.fanWallet(fan.id))).toBe(4500n);
    expect(await balance(testApp.db, accounts.creatorPending(creator.id))).toBe(0n);
    expect((await verifyLedger(testApp.db)).drift).toBe(0);
  });
});
