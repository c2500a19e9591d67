import type { CustomList, CustomListSummary, ListFan } from '@velvet/contracts';
import { listMessages } from '@velvet/contracts';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundWallet, idempotencyHeader } from '../../test/support/money.ts';
import { creatorWithChannel, signedInFan, subscribe } from '../../test/support/posts.ts';
import { advanceSubscription, DAY_MS } from '../../test/support/subscriptions.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { users } from '../accounts/schema.ts';
import { subscriptions } from '../subscriptions/schema.ts';
import { customListMembers } from './schema.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

type Headers = Record<string, string>;
type Creator = Awaited<ReturnType<typeof creatorWithChannel>>;

const fans = (headers: Headers, query = '') => testApp.app.inject({ method: 'GET', url: `/api/lists/fans${query}`, headers });
const createList = (headers: Headers, payload: object) => testApp.app.inject({ method: 'POST', url: '/api/lists', headers, payload });
const getList = (headers: Headers, id: string) => testApp.app.inject({ method: 'GET', url: `/api/lists/${id}`, headers });
const fanNames = async (headers: Headers, query = '') => (await fans(headers, query)).json<{ data: ListFan[] }>().data.map((fan) => fan.username);

async function tipFrom(fan: { id: string; headers: Headers }, creator: Creator, dollars: number) {
  await fundWallet(testApp, fan.id, dollars * 100 * 2);
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/tips',
    headers: { ...fan.headers, ...idempotencyHeader() },
    payload: { recipient_id: creator.id, amount: dollars, payment_mode: 'wallet' },
  });
  expect(response.statusCode).toBe(200);
}

/** A creator with a live subscriber, a past subscriber, a tipper and a stranger. */
async function creatorWithFans() {
  const creator = await creatorWithChannel(testApp);
  const [subscriber, lapsed, tipper, stranger] = [await signedInFan(testApp), await signedInFan(testApp), await signedInFan(testApp), await signedInFan(testApp)];
  await subscribe(testApp, subscriber.id, creator);
  await subscribe(testApp, lapsed.id, creator);
  const [lapsedSubscription] = await testApp.db.select().from(subscriptions).where(eq(subscriptions.fanId, lapsed.id));
  await advanceSubscription(testApp, lapsedSubscription!.id, 31 * DAY_MS);
  await tipFrom(tipper, creator, 40);
  await tipFrom(subscriber, creator, 10);
  return { creator, subscriber, lapsed, tipper, stranger };
}

describe('GET /api/lists/fans', () => {
  it("shows each fan's account status and badges, and filters the main profile's fans from collab-only ones", async () => {
    const { creator, subscriber, lapsed, tipper } = await creatorWithFans();
    await testApp.db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, tipper.id));
    const all = (await fans(creator.headers)).json<{ data: ListFan[] }>().data;
    const byName = new Map(all.map((fan) => [fan.username, fan]));
    expect(byName.get(tipper.username)).toMatchObject({ account_status: 'BANNED' });
    expect(byName.get(subscriber.username)).toMatchObject({ account_status: 'ACTIVE', badges: ['VerifiedUser', 'VerifiedCreator'] });

    // Every one of these came through the creator's own channel or paid the creator directly.
    expect((await fanNames(creator.headers, '?is_main_profile=true')).sort()).toEqual([subscriber.username, lapsed.username, tipper.username].sort());
    expect(await fanNames(creator.headers, '?is_main_profile=false')).toEqual([]);
    expect((await fans(creator.headers, '?is_main_profile=yes')).statusCode).toBe(400);
  });

  it('lists subscribers, past subscribers and tippers with what they spent, biggest first, filtered as asked', async () => {
    const { creator, subscriber, lapsed, tipper } = await creatorWithFans();
    await testApp.app.inject({ method: 'PUT', url: `/api/chat/notes/${tipper.id}`, headers: creator.headers, payload: { note: 'Big supporter' } });

    const all = (await fans(creator.headers)).json<{ data: ListFan[] }>().data;
    expect(all.map((fan) => [fan.username, fan.total_spent, fan.alias_name, fan.is_subscriber, fan.is_expired])).toEqual([
      [tipper.username, 40, 'Big supporter', false, false],
      [subscriber.username, 10, null, true, false],
      [lapsed.username, 0, null, false, true],
    ]);
    expect(await fanNames(creator.headers, '?fan_type=subscribers')).toEqual([subscriber.username]);
    expect(await fanNames(creator.headers, '?fan_type=subscribers&is_expired=true')).toEqual([lapsed.username]);
    expect(await fanNames(creator.headers, '?fan_type=buyers')).toEqual([tipper.username, subscriber.username]);
    expect(await fanNames(creator.headers, '?min_spent=5&max_spent=20')).toEqual([subscriber.username]);
    expect(await fanNames(creator.headers, `?channel_ids=${creator.channel.id}`)).toEqual([subscriber.username, lapsed.username]);
    expect(await fanNames(creator.headers, `?channel_ids=${randomUUID()}`)).toEqual([]);
    expect(await fanNames(creator.headers, '?search=big%20SUP')).toEqual([tipper.username]);
  });

  it("refuses a spend range with min above max: 'Enter valid min/max (min ≤ max).'", async () => {
    const creator = await creatorWithChannel(testApp);
    const response = await fans(creator.headers, '?min_spent=50&max_spent=10');
    expect([response.statusCode, response.json().fields]).toEqual([400, { max_spent: listMessages.spendRange }]);
  });
});

describe('custom lists', () => {
  it('keeps a member who is no longer a fan, while new members must be fans', async () => {
    const { creator, subscriber, stranger, tipper } = await creatorWithFans();
    const list = (await createList(creator.headers, { title: 'Keepers', user_ids: [subscriber.id] })).json<{ data: CustomList }>().data;
    await testApp.db.insert(customListMembers).values({ listId: list._id, userId: stranger.id });
    const read = (await getList(creator.headers, list._id)).json<{ data: CustomList }>().data;
    expect(read.user_ids.map((fan) => [fan.username, fan.total_spent, fan.is_subscriber])).toEqual([
      [subscriber.username, 10, true],
      [stranger.username, 0, false],
    ]);
    const put = (userIds: string[]) => testApp.app.inject({ method: 'PUT', url: `/api/lists/${list._id}`, headers: creator.headers, payload: { title: 'Keepers', user_ids: userIds } });
    expect((await put([stranger.id, tipper.id])).json<{ data: CustomList }>().data.count).toBe(2);
    const other = await signedInFan(testApp);
    expect((await put([stranger.id, other.id])).json().message).toBe(listMessages.notFans);
  });

  it('creates, reads, renames, changes and deletes a list of fans', async () => {
    const { creator, subscriber, lapsed, tipper } = await creatorWithFans();
    const created = await createList(creator.headers, { title: '  Top fans ', user_ids: [tipper.id, subscriber.id, tipper.id] });
    expect(created.statusCode).toBe(201);
    const list = created.json<{ data: CustomList }>().data;
    expect([list.title, list.count, list.user_ids.map((fan) => [fan.username, fan.total_spent])]).toEqual([
      'Top fans',
      2,
      [
        [tipper.username, 40],
        [subscriber.username, 10],
      ],
    ]);
    expect((await getList(creator.headers, list._id)).json<{ data: CustomList }>().data).toEqual(list);

    const updated = await testApp.app.inject({ method: 'PUT', url: `/api/lists/${list._id}`, headers: creator.headers, payload: { title: 'Lapsed', user_ids: [lapsed.id] } });
    expect(updated.json<{ data: CustomList }>().data).toMatchObject({ title: 'Lapsed', count: 1, user_ids: [{ _id: lapsed.id, is_expired: true }] });
    const mine = (await testApp.app.inject({ method: 'GET', url: '/api/lists', headers: creator.headers })).json<{ data: CustomListSummary[] }>().data;
    expect(mine.map((item) => [item.title, item.count])).toEqual([['Lapsed', 1]]);

    const deleted = await testApp.app.inject({ method: 'DELETE', url: `/api/lists/${list._id}`, headers: creator.headers });
    expect([deleted.statusCode, deleted.json().message]).toEqual([200, listMessages.deleted]);
    expect((await getList(creator.headers, list._id)).statusCode).toBe(404);
  });

  it("checks the title ('Title should be 3-35 characters.'), at least one fan, and that every user is a fan", async () => {
    const { creator, subscriber, stranger } = await creatorWithFans();
    const short = await createList(creator.headers, { title: 'ab', user_ids: [subscriber.id] });
    expect([short.statusCode, short.json().fields]).toEqual([400, { title: 'Title should be 3-35 characters.' }]);
    const long = await createList(creator.headers, { title: 'x'.repeat(36), user_ids: [subscriber.id] });
    expect(long.json().fields).toEqual({ title: 'Title should be 3-35 characters.' });
    const empty = await createList(creator.headers, { title: 'Nobody', user_ids: [] });
    expect(empty.json().fields).toEqual({ user_ids: listMessages.fansRequired });
    const notFan = await createList(creator.headers, { title: 'Strangers', user_ids: [subscriber.id, stranger.id] });
    expect([notFan.statusCode, notFan.json().message]).toEqual([400, listMessages.notFans]);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/lists', headers: creator.headers })).json().data).toEqual([]);
  });

  it('is for creators only, each reaching only their own lists and fans', async () => {
    const { creator, subscriber } = await creatorWithFans();
    const list = (await createList(creator.headers, { title: 'Mine only', user_ids: [subscriber.id] })).json<{ data: CustomList }>().data;
    const other = await creatorWithChannel(testApp);
    expect((await getList(other.headers, list._id)).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'PUT', url: `/api/lists/${list._id}`, headers: other.headers, payload: { title: 'Taken', user_ids: [subscriber.id] } })).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'DELETE', url: `/api/lists/${list._id}`, headers: other.headers })).statusCode).toBe(404);
    expect(await fanNames(other.headers)).toEqual([]);
    expect((await createList(other.headers, { title: 'Poached', user_ids: [subscriber.id] })).json().message).toBe(listMessages.notFans);

    expect((await createList(subscriber.headers, { title: 'Fan list', user_ids: [creator.id] })).statusCode).toBe(403);
    expect((await fans(subscriber.headers)).statusCode).toBe(403);
    expect((await fans({})).statusCode).toBe(401);
    expect((await getList(creator.headers, list._id)).json().data.title).toBe('Mine only');
  });
});
