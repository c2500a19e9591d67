import type { Order, ProductsPage, Transaction } from '@velvet/contracts';
import { shopMessages } from '@velvet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buy, buyer, buyPayload, creatorWithProduct, type Headers } from '../../test/support/shop.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { insertSubscription } from '../channels/test-support.ts';
import { accounts, balance, verifyLedger } from '../ledger/index.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const cancel = (headers: Headers, id: string) => testApp.app.inject({ method: 'PATCH', url: `/api/shops/product-orders/${id}/cancel`, headers });
const trending = (query: string, headers: Headers = {}) => testApp.app.inject({ method: 'GET', url: `/api/shops/trending-products${query}`, headers });
const ids = (response: { json: () => unknown }) => (response.json() as { data: ProductsPage }).data.items.map((item) => item._id);

describe('GET /api/shops/trending-products', () => {
  it("takes the spec's page, category and creatorsubscribed, the last keeping the shops of creators the viewer subscribes to", async () => {
    const followed = await creatorWithProduct(testApp, { category: 'Hair Brush' });
    const other = await creatorWithProduct(testApp, { category: 'Hair Brush' });
    const fan = await buyer(testApp);
    const channel = await testApp.services.channels.create({ creatorId: followed.creator.id, name: 'Shop channel', username: `shop_${followed.creator.username}` });
    const [monthly] = await testApp.services.channels.addPackages([{ channelId: channel.id, validityType: 'MONTHLY', priceCents: 999 }]);
    await insertSubscription(testApp.db, { fanId: fan.id, channelId: channel.id, packageId: monthly!.id });

    const all = await trending('?page=1&category=Hair%20Brush&creatorsubscribed=false', fan.headers);
    expect(all.statusCode).toBe(200);
    expect(ids(all)).toEqual(expect.arrayContaining([followed.product._id, other.product._id]));
    const subscribed = await trending('?page=1&category=Hair%20Brush&creatorsubscribed=true', fan.headers);
    expect(ids(subscribed)).toEqual([followed.product._id]);
    expect(ids(await trending('?creatorsubscribed=true'))).toEqual([]);
    expect((await trending('?creatorsubscribed=maybe')).statusCode).toBe(400);
  });
});

describe('PATCH /api/shops/product-orders/:id/cancel', () => {
  it('lets the buyer cancel before shipping: the money goes back through the checkout and the stock returns', async () => {
    const { creator, product } = await creatorWithProduct(testApp);
    const fan = await buyer(testApp);
    const before = await balance(testApp.db, accounts.fanWallet(fan.id));
    const transaction = (await buy(testApp, fan.headers, buyPayload(product._id, fan.address._id))).json<{ data: Transaction }>().data;
    expect(await balance(testApp.db, accounts.fanWallet(fan.id))).toBeLessThan(before);

    expect((await cancel(creator.headers, transaction._id)).json()).toMatchObject({ message: shopMessages.notBuyer });
    const cancelled = await cancel(fan.headers, transaction._id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ message: shopMessages.orderCancelled, data: { status: 'Cancelled' } });
    expect(await balance(testApp.db, accounts.fanWallet(fan.id))).toBe(before);
    expect((await verifyLedger(testApp.db)).drift).toBe(0);
    const stock = await testApp.app.inject({ method: 'GET', url: `/api/shops/fetch-products/${product._id}` });
    expect(stock.json().data.quantity).toBe(product.quantity);
    expect((await cancel(fan.headers, transaction._id)).statusCode).toBe(409);
  });

  it('refuses once the order has shipped, and leaves it shipped', async () => {
    const { creator, product } = await creatorWithProduct(testApp);
    const fan = await buyer(testApp);
    const transaction = (await buy(testApp, fan.headers, buyPayload(product._id, fan.address._id))).json<{ data: Transaction }>().data;
    await testApp.app.inject({ method: 'PATCH', url: `/api/shops/product-orders/${transaction._id}/update-status`, headers: creator.headers, payload: { status: 'Shipped' } });
    const refused = await cancel(fan.headers, transaction._id);
    expect([refused.statusCode, refused.json().message]).toEqual([409, shopMessages.notCancellable]);
    const order = await testApp.app.inject({ method: 'GET', url: `/api/shops/product-orders/${transaction._id}`, headers: fan.headers });
    expect(order.json<{ data: Order }>().data.status).toBe('Shipped');
  });
});
