import type { Order, Product, Transaction } from '@velvet/contracts';
import { shopMessages } from '@velvet/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressOf, buy, buyer, buyPayload, creatorWithProduct, signedIn, type Headers } from '../../test/support/shop.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { accounts, balance, verifyLedger } from '../ledger/index.ts';

let testApp: TestApp;
let admin: { headers: Headers };
beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signedIn(testApp, 'ADMIN');
});
afterAll(() => testApp.close());

const stockOf = async (productId: string, headers: Headers) =>
  (await testApp.app.inject({ method: 'GET', url: `/api/shops/fetch-products/${productId}`, headers })).json<{ data: Product }>().data.quantity;
const ordersOf = async (headers: Headers) => (await testApp.app.inject({ method: 'GET', url: '/api/shops/product-orders?page=1', headers })).json<{ data: { items: Order[]; total: number } }>().data;

describe('POST /api/shops/buy-product from the wallet', () => {
  it('charges price × qty, splits it, takes the stock, places the order and tells both sides', async () => {
    const { creator, product } = await creatorWithProduct(testApp);
    const fan = await buyer(testApp, 100_00);
    const response = await buy(testApp, fan.headers, buyPayload(product._id, fan.address._id, { qty: 2, variant_data: { color: 'Black', size: 'A3' } }));
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Successfully Purchased');
    const transaction = response.json<{ data: Transaction }>().data;
    expect(transaction).toMatchObject({ status: 'Completed', category: 'ProductSell', method: 'wallet', amount: 25, platform_fee: 5, net_amount: 20 });

    expect(await balance(testApp.db, accounts.fanWallet(fan.id))).toBe(75_00n);
    expect(await balance(testApp.db, accounts.creatorPending(creator.id))).toBe(20_00n);
    expect(await stockOf(product._id, creator.headers)).toBe(3);
    const [order] = (await ordersOf(fan.headers)).items;
    expect(order).toMatchObject({
      transaction_id: transaction._id,
      status: 'Placed',
      qty: 2,
      unit_price: 12.5,
      amount: 25,
      variant_data: { color: 'Black', size: 'A3' },
      address: { label: 'Home', country: 'NL:Netherlands', street: 'Keizersgracht 1' },
      seller: { _id: creator.id },
      buyer: { _id: fan.id },
    });
    expect((await testApp.services.notifications.list(creator.id, { limit: 1 })).items[0]).toMatchObject({ type: 'Product-Purchase' });
    expect((await testApp.services.notifications.list(fan.id, { limit: 1 })).items[0]).toMatchObject({ type: 'Product-Purchase', message: 'Successfully Purchased' });
    expect((await verifyLedger(testApp.db)).drift).toBe(0);
  });

  it('sells exactly the stock when 20 buyers race for 5, and a retried key never buys twice', async () => {
    const { creator, product } = await creatorWithProduct(testApp, { quantity: 5 });
    const fans = await Promise.all(Array.from({ length: 20 }, () => buyer(testApp, 50_00)));
    const keys = fans.map(() => randomUUID());
    const attempt = () => Promise.all(fans.map((fan, index) => buy(testApp, fan.headers, buyPayload(product._id, fan.address._id), keys[index])));
    const [first, retried] = [await attempt(), await attempt()];

    const bought = first.filter((answer) => answer.statusCode === 200);
    expect(bought).toHaveLength(5);
    expect(first.filter((answer) => answer.statusCode === 400).every((answer) => answer.json().message === shopMessages.soldOut)).toBe(true);
    retried.forEach((answer, index) => {
      if (first[index]!.statusCode === 200) expect(answer.json().data._id).toBe(first[index]!.json().data._id);
      else expect(answer.statusCode).toBe(400);
    });
    expect(await stockOf(product._id, creator.headers)).toBe(0);
    const sold = await testApp.app.inject({ method: 'GET', url: '/api/shops/sold-products?page=1&limit=20', headers: creator.headers });
    expect(sold.json().data.total).toBe(5);
    expect(await balance(testApp.db, accounts.creatorPending(creator.id))).toBe(5n * 10_00n);
    const wallets = await Promise.all(fans.map((fan) => balance(testApp.db, accounts.fanWallet(fan.id))));
    expect(wallets.filter((cents) => cents === 37_50n)).toHaveLength(5);
    expect(wallets.filter((cents) => cents === 50_00n)).toHaveLength(15);
    expect((await verifyLedger(testApp.db)).drift).toBe(0);
  });

  it("answers the spec's message, takes no stock and writes no order when the wallet is short", async () => {
    const { creator, product } = await creatorWithProduct(testApp);
    const fan = await buyer(testApp, 10_00);
    const response = await buy(testApp, fan.headers, buyPayload(product._id, fan.address._id));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Insufficient balance. Please add funds to your wallet.');
    expect(await stockOf(product._id, creator.headers)).toBe(5);
    expect((await ordersOf(fan.headers)).total).toBe(0);
    expect(await balance(testApp.db, accounts.fanWallet(fan.id))).toBe(10_00n);
  });

  it('refuses more than the stock with how many are left', async () => {
    const { product } = await creatorWithProduct(testApp, { quantity: 3 });
    const fan = await buyer(testApp);
    const response = await buy(testApp, fan.headers, buyPayload(product._id, fan.address._id, { qty: 4 }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'There are only 3 items available', fields: { qty: 'There are only 3 items available' } });
  });
});

describe('POST /api/shops/buy-product refuses', () => {
  it.each([
    [{ variant_data: { color: 'Green', size: 'A3' } }, shopMessages.variantUnavailable],
    [{ variant_data: { size: 'A3' } }, shopMessages.colorRequired],
    [{ variant_data: { color: 'Red' } }, shopMessages.sizeRequired],
    [{ qty: 0 }, shopMessages.qtyMinimum],
    [{ payment_mode: undefined }, 'Payment Type is required'],
    [{ payment_mode: 'card' }, 'Card selection is required'],
  ])('%o: %s', async (change, message) => {
    const { product } = await creatorWithProduct(testApp);
    const fan = await buyer(testApp);
    const response = await buy(testApp, fan.headers, buyPayload(product._id, fan.address._id, change));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('a colour or size for a product that offers none', async () => {
    const { product } = await creatorWithProduct(testApp, { variations: { colors: [], sizes: [] } });
    const fan = await buyer(testApp);
    expect((await buy(testApp, fan.headers, buyPayload(product._id, fan.address._id))).json().message).toBe(shopMessages.variantUnavailable);
    expect((await buy(testApp, fan.headers, buyPayload(product._id, fan.address._id, { variant_data: {} }))).statusCode).toBe(200);
  });

  it("another user's address, one's own product, a private or unknown product", async () => {
    const { creator, product } = await creatorWithProduct(testApp);
    const fan = await buyer(testApp);
    const other = await buyer(testApp);
    const foreign = await buy(testApp, fan.headers, buyPayload(product._id, other.address._id));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(shopMessages.addressNotFound);

    const ownAddress = await addressOf(testApp, creator.headers);
    const own = await buy(testApp, creator.headers, buyPayload(product._id, ownAddress._id));
    expect(own.json()).toMatchObject({ message: shopMessages.ownProduct });
    const { product: hidden } = await creatorWithProduct(testApp, { is_public: false });
    expect((await buy(testApp, fan.headers, buyPayload(hidden._id, fan.address._id))).statusCode).toBe(404);
    expect((await buy(testApp, fan.headers, buyPayload(randomUUID(), fan.address._id))).json().message).toBe(shopMessages.notFound);
    expect(await stockOf(product._id, creator.headers)).toBe(5);
    expect(await balance(testApp.db, accounts.fanWallet(fan.id))).toBe(100_00n);
  });

  it('without an Idempotency-Key or signed out', async () => {
    const { product } = await creatorWithProduct(testApp);
    const fan = await buyer(testApp);
    const response = await testApp.app.inject({ method: 'POST', url: '/api/shops/buy-product', headers: fan.headers, payload: buyPayload(product._id, fan.address._id) });
    expect(response.json().fields).toHaveProperty('idempotency-key');
    expect((await buy(testApp, {}, buyPayload(product._id, fan.address._id))).statusCode).toBe(401);
  });
});

describe('refunding a product purchase', () => {
  it('gives the money and the stock back and cancels the order, once', async () => {
    const { creator, product } = await creatorWithProduct(testApp);
    const fan = await buyer(testApp, 100_00);
    const transaction = (await buy(testApp, fan.headers, buyPayload(product._id, fan.address._id, { qty: 2 }))).json<{ data: Transaction }>().data;
    const refund = () => testApp.app.inject({ method: 'POST', url: `/api/admin/transactions/${transaction._id}/refund`, headers: admin.headers, payload: { reason: 'Never shipped' } });
    const answers = await Promise.all([refund(), refund()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(product._id, creator.headers)).toBe(5);
    expect(await balance(testApp.db, accounts.fanWallet(fan.id))).toBe(100_00n);
    expect((await ordersOf(fan.headers)).items[0]).toMatchObject({ status: 'Cancelled' });
    expect((await verifyLedger(testApp.db)).drift).toBe(0);
  });
});
