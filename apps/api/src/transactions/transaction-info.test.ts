import type { Order, SubscriptionPurchase, Transaction } from '@velvet/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundWallet, idempotencyHeader } from '../../test/support/money.ts';
import { creatorWithChannel, publish, signedInFan } from '../../test/support/posts.ts';
import { buy, buyer, buyPayload, creatorWithProduct } from '../../test/support/shop.ts';
import { channelWithPackages, saveCardRow } from '../../test/support/subscriptions.ts';
import { bearer, createTestApp, createUser, signIn, type TestApp } from '../../test/support/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

type Headers = Record<string, string>;

const transactionFor = async (headers: Headers, id: string) => {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/transactions/${id}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Transaction }>().data;
};

describe('GET /api/transactions/:id, the transaction info', () => {
  it('names the channel of a subscription (name, username for /channel/{name}, avatar, months paid) and the total before tax', async () => {
    const creator = await createUser(testApp, { role: 'CREATOR' });
    const { channel, packages } = await channelWithPackages(testApp, creator.id, [{ validityType: 'QUARTERLY', priceCents: 2400 }]);
    const fan = await createUser(testApp);
    await fundWallet(testApp, fan.id, 50_00);
    await saveCardRow(testApp, fan.id);
    const headers = bearer(await signIn(testApp, fan.username));
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/channel/${channel.id}/subscribe`,
      headers: { ...headers, ...idempotencyHeader(randomUUID()) },
      payload: { package_id: packages[0]!.id, payment_mode: 'wallet' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { transaction } = response.json<{ data: SubscriptionPurchase }>().data;

    const info = await transactionFor(headers, transaction._id);
    expect(info).toMatchObject({
      category: 'ChannelSubscription',
      channelInfo: { name: channel.name, username: channel.username, avatar: channel.avatar, duration: 3 },
      shopItemInfo: null,
      collaborators: [],
    });
    expect(info.total_amount).toBe(info.total_amount_with_tax - info.tax_amount);
    // The creator sees the same channel on their credit.
    const creatorHeaders = bearer(await signIn(testApp, creator.username));
    expect((await transactionFor(creatorHeaders, transaction._id)).channelInfo).toMatchObject({ username: channel.username });
  });

  it('names the product and the order of a shop purchase, for the buyer and the seller', async () => {
    const { creator, product } = await creatorWithProduct(testApp);
    const fan = await buyer(testApp, 100_00);
    const bought = await buy(testApp, fan.headers, buyPayload(product._id, fan.address._id, { qty: 1 }));
    expect(bought.statusCode).toBe(200);
    const transaction = bought.json<{ data: Transaction }>().data;
    const orders = (await testApp.app.inject({ method: 'GET', url: '/api/shops/product-orders?page=1', headers: fan.headers })).json<{ data: { items: Order[] } }>().data;
    const order = orders.items.find((item) => item.transaction_id === transaction._id)!;

    const info = await transactionFor(fan.headers, transaction._id);
    expect(info).toMatchObject({ category: 'ProductSell', shopItemInfo: { name: product.name, orderID: order._id }, channelInfo: null, total_amount: 12.5 });
    expect((await transactionFor(creator.headers, transaction._id)).shopItemInfo).toEqual({ name: product.name, orderID: order._id });
  });

  it("lists a post's accepted collaborators with their percentage of the creators' part", async () => {
    const author = await creatorWithChannel(testApp);
    const partner = await creatorWithChannel(testApp);
    const post = await publish(testApp, author.headers, { text: 'Shot together', visibility: 'paid', price: 10, collaborators: [{ user_id: partner.id, percent: 25 }] });
    const requests = await testApp.app.inject({ method: 'GET', url: '/api/post/collab-requests?status=pending', headers: partner.headers });
    const [request] = requests.json<{ data: { _id: string }[] }>().data;
    const accepted = await testApp.app.inject({ method: 'PATCH', url: `/api/post/${post._id}/collab-request/${request!._id}`, headers: partner.headers, payload: { status: 'ACCEPTED' } });
    expect(accepted.statusCode).toBe(200);

    const fan = await signedInFan(testApp);
    await fundWallet(testApp, fan.id, 100_00);
    const sale = await testApp.app.inject({
      method: 'POST',
      url: `/api/posts/${post._id}/unlock`,
      headers: { ...fan.headers, ...idempotencyHeader() },
      payload: { payment_mode: 'wallet' },
    });
    expect(sale.statusCode).toBe(200);
    const { _id } = sale.json<{ data: Transaction }>().data;

    const info = await transactionFor(fan.headers, _id);
    expect(info.collaborators).toEqual([{ user: { _id: partner.id, username: partner.username, role: 'CREATOR', avatar: null }, amount: 2, percentage: 25 }]);
    expect(info).toMatchObject({ channelInfo: null, shopItemInfo: null });
  });

  it('keeps another user out of the transaction info', async () => {
    const { product } = await creatorWithProduct(testApp);
    const fan = await buyer(testApp, 100_00);
    const transaction = (await buy(testApp, fan.headers, buyPayload(product._id, fan.address._id, { qty: 1 }))).json<{ data: Transaction }>().data;
    const stranger = await signedInFan(testApp);
    expect((await testApp.app.inject({ method: 'GET', url: `/api/transactions/${transaction._id}`, headers: stranger.headers })).statusCode).toBe(404);
  });
});
