import type { Order, Product, Transaction } from '@velvet/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyHeader } from '../../test/support/money.ts';
import { sandboxedTestApp, saveCardAtProvider, TEST_CARDS } from '../../test/support/paysim.ts';
import { addressOf, buyPayload, creatorWithProduct, signedIn, type Headers } from '../../test/support/shop.ts';
import type { TestApp } from '../../test/support/test-app.ts';
import { accounts, balance, verifyLedger } from '../ledger/index.ts';
import { inTransaction } from '../platform/db/transaction.ts';

let testApp: TestApp;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ testApp, stop } = await sandboxedTestApp());
}, 120_000);
afterAll(() => stop?.());

async function cardBuyer(number: string) {
  const fan = await signedIn(testApp);
  const card = await saveCardAtProvider(testApp, fan.headers, number);
  return { ...fan, card, address: await addressOf(testApp, fan.headers) };
}

const stockOf = async (productId: string, headers: Headers) =>
  (await testApp.app.inject({ method: 'GET', url: `/api/shops/fetch-products/${productId}`, headers })).json<{ data: Product }>().data.quantity;

const buyByCard = (fan: Awaited<ReturnType<typeof cardBuyer>>, productId: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/shops/buy-product',
    headers: { ...fan.headers, ...idempotencyHeader() },
    payload: buyPayload(productId, fan.address._id, { qty: 2, payment_mode: 'card', tokenised_card_id: fan.card._id }),
  });

describe('buying a product by card', () => {
  it('places the order when the charge settles', async () => {
    const { creator, product } = await creatorWithProduct(testApp);
    const fan = await cardBuyer(TEST_CARDS.visa);
    const response = await buyByCard(fan, product._id);
    expect(response.json<{ data: Transaction }>().data).toMatchObject({ status: 'Completed', method: 'card', category: 'ProductSell' });
    expect(await stockOf(product._id, creator.headers)).toBe(3);
    const order = await testApp.app.inject({ method: 'GET', url: `/api/shops/product-orders/${response.json().data._id}`, headers: fan.headers });
    expect(order.json<{ data: Order }>().data).toMatchObject({ status: 'Placed', qty: 2 });
    expect(await balance(testApp.db, accounts.creatorPending(creator.id))).toBe(20_00n);
  });

  it('gives the stock back, once, when the charge is declined', async () => {
    const { creator, product } = await creatorWithProduct(testApp);
    const fan = await cardBuyer(TEST_CARDS.declinedAfterSaving);
    const response = await buyByCard(fan, product._id);
    expect(response.json<{ data: Transaction }>().data).toMatchObject({ status: 'Failed', method: 'card' });
    expect(await stockOf(product._id, creator.headers)).toBe(5);
    // The provider's failure event arriving afterwards (a webhook retry) gives nothing back a second time.
    const event = { id: randomUUID(), type: 'payment.failed', created: Date.now(), data: { merchant_reference: response.json().data._id } };
    await inTransaction(testApp.db, (unit) => testApp.services.checkout.applyPaymentEvent(unit, event), () => undefined);
    expect(await stockOf(product._id, creator.headers)).toBe(5);
    const orders = await testApp.app.inject({ method: 'GET', url: '/api/shops/product-orders', headers: fan.headers });
    expect(orders.json().data.total).toBe(0);
    expect(await balance(testApp.db, accounts.creatorPending(creator.id))).toBe(0n);
    expect((await verifyLedger(testApp.db)).drift).toBe(0);
  });
});
