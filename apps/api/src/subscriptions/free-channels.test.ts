import type { Channel, MySubscription, Post } from '@velvet/contracts';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyHeader } from '../../test/support/money.ts';
import { getPost, publish } from '../../test/support/posts.ts';
import { bearer, createTestApp, createUser, signIn, uniqueName, type TestApp } from '../../test/support/test-app.ts';
import { channelFormFor } from '../channels/test-support.ts';
import { transactions } from '../transactions/schema.ts';
import { subscriptions } from './schema.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

type Headers = Record<string, string>;
const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) => testApp.app.inject({ method, url, headers, payload });

async function signedIn(role: 'USER' | 'CREATOR' = 'USER') {
  const user = await createUser(testApp, { role });
  return { ...user, headers: bearer(await signIn(testApp, user.username)) };
}

async function freeChannel() {
  const creator = await signedIn('CREATOR');
  const response = await inject('POST', '/api/channel', creator.headers, channelFormFor(uniqueName('free'), { subscription_type: 'FREE' }));
  expect(response.statusCode).toBe(201);
  const channel = response.json<{ data: Channel }>().data;
  return { creator, channel };
}

const follow = (headers: Headers, channelId: string, packageId: string) => inject('POST', `/api/channel/${channelId}/follow`, headers, { package_id: packageId });
const postLock = async (id: string, headers: Headers) => (await getPost(testApp, id, headers)).json<{ data: Post }>().data.lock;

describe('free channels', () => {
  it('offer one free package and no paid period', async () => {
    const { channel } = await freeChannel();
    expect(channel.subscription_type).toBe('FREE');
    expect(channel.packages.filter((pkg) => pkg.is_active)).toEqual([expect.objectContaining({ name: 'Free', offer_type: 'free', price: 0, final_price: 0, validity_type: 'MONTHLY' })]);
  });

  it('are followed at no charge, entitle to subscriber posts while following, and stop at unfollow', async () => {
    const { creator, channel } = await freeChannel();
    const post = await publish(testApp, creator.headers, { text: 'For followers', visibility: 'subscribers', channel_id: channel._id });
    const fan = await signedIn();
    expect(await postLock(post._id, fan.headers)).toMatchObject({ reason: 'subscribers' });

    const followed = await follow(fan.headers, channel._id, channel.packages[0]!._id);
    expect(followed.statusCode).toBe(200);
    expect(followed.json()).toMatchObject({ message: 'You are now following this channel', data: { target: { kind: 'channel', _id: channel._id }, price: 0, status: 'active', is_entitled: true } });
    expect(await testApp.db.select().from(transactions).where(eq(transactions.payerId, fan.id))).toEqual([]);
    const [row] = await testApp.db.select().from(subscriptions).where(eq(subscriptions.fanId, fan.id));
    expect(row).toMatchObject({ paymentMode: 'free', priceCents: 0, nextRenewalAttemptAt: null });
    expect(await postLock(post._id, fan.headers)).toBeNull();

    const again = await follow(fan.headers, channel._id, channel.packages[0]!._id);
    expect(again.json<{ data: MySubscription }>().data._id).toBe(row!.id);

    const unfollowed = await inject('POST', `/api/channel/${channel._id}/unsubscribe`, fan.headers, { package_id: channel.packages[0]!._id, reason: 'NOT_ENOUGH_UPDATES' });
    expect(unfollowed.statusCode).toBe(200);
    expect(unfollowed.json<{ data: MySubscription }>().data).toMatchObject({ status: 'expired', is_entitled: false });
    expect(await postLock(post._id, fan.headers)).toMatchObject({ reason: 'subscribers' });

    expect((await follow(fan.headers, channel._id, channel.packages[0]!._id)).statusCode).toBe(200);
    expect(await postLock(post._id, fan.headers)).toBeNull();
  });

  it('are not bought through the paid path, and a paid plan is not followed', async () => {
    const { channel } = await freeChannel();
    const fan = await signedIn();
    const bought = await inject('POST', `/api/channel/${channel._id}/subscribe`, { ...fan.headers, ...idempotencyHeader(randomUUID()) }, { package_id: channel.packages[0]!._id, payment_mode: 'wallet' });
    expect(bought.statusCode).toBe(400);
    expect(bought.json()).toMatchObject({ message: 'This channel is free: follow it instead' });

    const paidOwner = await signedIn('CREATOR');
    const paid = (await inject('POST', '/api/channel', paidOwner.headers, channelFormFor(uniqueName('paid')))).json<{ data: Channel }>().data;
    const followedPaid = await follow(fan.headers, paid._id, paid.packages[0]!._id);
    expect(followedPaid.statusCode).toBe(400);
    expect(followedPaid.json()).toMatchObject({ message: 'This plan is not free' });
  });

  it('switch back to paid periods while nobody follows', async () => {
    const { creator, channel } = await freeChannel();
    const response = await inject('PUT', `/api/channel/${channel._id}`, creator.headers, channelFormFor(channel.username));
    expect(response.statusCode).toBe(200);
    const active = response.json<{ data: Channel }>().data.packages.filter((pkg) => pkg.is_active);
    expect(active.map((pkg) => [pkg.validity_type, pkg.offer_type, pkg.price])).toEqual([
      ['MONTHLY', 'FEE', 9.99],
      ['QUARTERLY', 'FEE', 26.97],
    ]);
  });
});
