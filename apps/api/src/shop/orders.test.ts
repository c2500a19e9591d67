import type { Order, Transaction } from '@velvet/contracts';
import { shopMessages } from '@velvet/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buy, buyer, buyPayload, creatorWithProduct, signedIn, type Headers } from '../../test/support/shop.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function placedOrder() {
  const { creator, product } = await creatorWithProduct(testApp);
  const fan = await buyer(testApp);
  const transaction = (await buy(testApp, fan.headers, buyPayload(product._id, fan.address._id))).json<{ data: Transaction }>().data;
  return { creator, fan, transaction };
}

const track = (headers: Headers, id: string) => testApp.app.inject({ method: 'GET', url: `/api/shops/product-orders/${id}`, headers });
const setStatus = (headers: Headers, id: string, status: string) => testApp.app.inject({ method: 'PATCH', url: `/api/shops/product-orders/${id}/update-status`, headers, payload: { status } });
const comment = (headers: Headers, id: string, text: unknown) => testApp.app.inject({ method: 'PATCH', url: `/api/shops/product-orders/${id}/add-comment`, headers, payload: { comment: text } });

describe('shop orders', () => {
  it('is found by the transaction id (tracking) or its own id, by its buyer and its seller only', async () => {
    const { creator, fan, transaction } = await placedOrder();
    const byTransaction = await track(fan.headers, transaction._id);
    expect(byTransaction.statusCode).toBe(200);
    const order = byTransaction.json<{ data: Order }>().data;
    expect((await track(creator.headers, order._id)).json().data.transaction_id).toBe(transaction._id);
    const stranger = await signedIn(testApp);
    expect((await track(stranger.headers, order._id)).json()).toMatchObject({ message: shopMessages.orderNotFound });
    expect((await track(fan.headers, randomUUID())).statusCode).toBe(404);
  });

  it('moves Placed → Shipped → Delivered by the seller only, one step at a time', async () => {
    const { creator, fan, transaction } = await placedOrder();
    expect((await setStatus(fan.headers, transaction._id, 'Shipped')).json()).toMatchObject({ message: shopMessages.notSeller });
    expect((await setStatus(creator.headers, transaction._id, 'Delivered')).json()).toMatchObject({ message: shopMessages.statusOrder });
    const shipped = await setStatus(creator.headers, transaction._id, 'Shipped');
    expect(shipped.json()).toMatchObject({ message: shopMessages.statusUpdated, data: { status: 'Shipped' } });
    expect((await setStatus(creator.headers, transaction._id, 'Shipped')).statusCode).toBe(409);
    expect((await setStatus(creator.headers, transaction._id, 'Delivered')).json().data.status).toBe('Delivered');
    expect((await setStatus(creator.headers, transaction._id, 'Cancelled')).json().fields.status).toBe(shopMessages.statusOrder);
    expect((await track(fan.headers, transaction._id)).json().data.status).toBe('Delivered');
  });

  it('takes comments from both sides, in order, and refuses strangers and empty comments', async () => {
    const { creator, fan, transaction } = await placedOrder();
    await comment(fan.headers, transaction._id, 'Please ring twice');
    const answer = await comment(creator.headers, transaction._id, 'Will do');
    expect(answer.json().message).toBe(shopMessages.commentAdded);
    expect(answer.json<{ data: Order }>().data.comments.map((entry) => [entry.author.username, entry.comment])).toEqual([
      [fan.username, 'Please ring twice'],
      [creator.username, 'Will do'],
    ]);
    expect((await comment(fan.headers, transaction._id, '  ')).json().fields.comment).toBe(shopMessages.commentRequired);
    const stranger = await signedIn(testApp);
    expect((await comment(stranger.headers, transaction._id, 'Hi')).statusCode).toBe(404);
  });

  it('lists the buyer their orders and the seller their sold products (creators only)', async () => {
    const { creator, fan } = await placedOrder();
    const sold = await testApp.app.inject({ method: 'GET', url: '/api/shops/sold-products?page=1&limit=20', headers: creator.headers });
    expect(sold.json().data).toMatchObject({ total: 1, limit: 20, items: [{ buyer: { _id: fan.id } }] });
    const mine = await testApp.app.inject({ method: 'GET', url: '/api/shops/product-orders?page=1', headers: fan.headers });
    expect(mine.json().data.items).toHaveLength(1);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/shops/sold-products', headers: fan.headers })).statusCode).toBe(403);
  });
});
