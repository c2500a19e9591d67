import type { CreatorCard, FeedPage, Hashtag, Post } from '@velvet/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorWithChannel, publish, signedInFan, subscribe, uploadImage, type Headers } from '../../test/support/posts.ts';
import { createTestApp, createUser, uniqueName, type TestApp } from '../../test/support/test-app.ts';
import { accountSettings } from '../accounts/settings-schema.ts';
import { creatorProfiles } from '../creators/schema.ts';
import { takedowns } from '../moderation/schema.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const get = async <T>(url: string, headers: Headers = {}) => {
  const response = await testApp.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: T }>().data;
};

async function readAll(url: string, headers: Headers) {
  const seen: Post[] = [];
  let cursor: string | null = null;
  do {
    const page: FeedPage = await get<FeedPage>(`${url}${url.includes('?') ? '&' : '?'}limit=2${cursor ? `&cursor=${cursor}` : ''}`, headers);
    expect(page.items.length).toBeLessThanOrEqual(2);
    seen.push(...page.items);
    cursor = page.next_cursor;
  } while (cursor);
  return seen;
}

describe('GET /api/feed', () => {
  it("gives a subscriber their creators' posts newest first, each with its lock state, page by page", async () => {
    const followed = await creatorWithChannel(testApp);
    const other = await creatorWithChannel(testApp);
    const fan = await signedInFan(testApp);
    await subscribe(testApp, fan.id, followed);
    const photo = await uploadImage(testApp, followed.headers);
    const free = await publish(testApp, followed.headers, { text: 'free' });
    const members = await publish(testApp, followed.headers, { text: 'members', visibility: 'subscribers', channel_id: followed.channel.id, media_ids: [photo._id] });
    const paid = await publish(testApp, followed.headers, { text: 'paid', visibility: 'paid', price: 5 });
    const later = await publish(testApp, followed.headers, { text: 'latest' });
    const fifth = await publish(testApp, followed.headers, { text: 'fifth' });
    await publish(testApp, other.headers, { text: 'not followed' });

    const first = await get<FeedPage>('/api/feed?limit=2', fan.headers);
    expect(first.source).toBe('subscriptions');
    const all = await readAll('/api/feed', fan.headers);
    expect(all.map((post) => post._id)).toEqual([fifth._id, later._id, paid._id, members._id, free._id]);
    const byId = new Map(all.map((post) => [post._id, post]));
    expect(byId.get(members._id)!.lock).toBeNull();
    expect(byId.get(members._id)!.media[0]!.url).toMatch(/^\/api\/media\//);
    expect(byId.get(paid._id)!.lock).toEqual({ reason: 'paid', channel: null, price: 5 });
  });

  it('leaves out the posts of a subscribed creator whose profile is taken down or private, and keeps a subscribers-only one', async () => {
    const [takenDown, hidden, forSubscribers] = [await creatorWithChannel(testApp), await creatorWithChannel(testApp), await creatorWithChannel(testApp)];
    const fan = await signedInFan(testApp);
    for (const creator of [takenDown, hidden, forSubscribers]) {
      await subscribe(testApp, fan.id, creator);
      await publish(testApp, creator.headers, { text: 'news' });
    }
    const admin = await createUser(testApp, { role: 'ADMIN' });
    await testApp.db.insert(takedowns).values({ kind: 'profile', itemId: takenDown.id, ownerId: takenDown.id, reason: 'Impersonation', hiddenBy: admin.id });
    await testApp.db.insert(accountSettings).values([
      { userId: hidden.id, profileVisibility: 'private' },
      { userId: forSubscribers.id, profileVisibility: 'subscribers' },
    ]);

    expect((await readAll('/api/feed', fan.headers)).map((post) => post.author._id)).toEqual([forSubscribers.id]);
  });

  it('gives guests and fans without subscriptions the free posts of everyone', async () => {
    const creator = await creatorWithChannel(testApp);
    const free = await publish(testApp, creator.headers, { text: 'for everyone' });
    const paid = await publish(testApp, creator.headers, { text: 'for buyers', visibility: 'paid', price: 3 });
    const fan = await signedInFan(testApp);
    for (const headers of [{}, fan.headers]) {
      const page = await get<FeedPage>('/api/feed?limit=50', headers);
      expect(page.source).toBe('discover');
      const ids = page.items.map((post) => post._id);
      expect(ids).toContain(free._id);
      expect(ids).not.toContain(paid._id);
      expect(page.items.every((post) => post.visibility === 'free')).toBe(true);
    }
  });

  it('suggests creators the fan does not subscribe to', async () => {
    const followed = await creatorWithChannel(testApp);
    const fresh = await creatorWithChannel(testApp);
    const fan = await signedInFan(testApp);
    await subscribe(testApp, fan.id, followed);
    const ids = (await get<CreatorCard[]>('/api/feed/suggested-creators?limit=50', fan.headers)).map((card) => card._id);
    expect(ids).toContain(fresh.id);
    expect(ids).not.toContain(followed.id);
  });
});

describe('search', () => {
  it('finds creators by name or username, page by page, and by a channel hashtag', async () => {
    const marker = uniqueName('zq');
    const found = await Promise.all([1, 2, 3].map(() => creatorWithChannel(testApp)));
    for (const [index, creator] of found.entries()) {
      await testApp.db.update(creatorProfiles).set({ displayName: `${marker} ${index}` }).where(eq(creatorProfiles.userId, creator.id));
    }
    const first = await get<{ items: CreatorCard[]; next_cursor: string }>(`/api/search/creators?q=${marker}&limit=2`);
    const second = await get<{ items: CreatorCard[]; next_cursor: string | null }>(`/api/search/creators?q=${marker}&limit=2&cursor=${first.next_cursor}`);
    expect([...first.items, ...second.items].map((card) => card._id).sort()).toEqual(found.map((creator) => creator.id).sort());
    expect(second.next_cursor).toBeNull();
    const byUsername = await get<{ items: CreatorCard[] }>(`/api/search/creators?q=${found[0]!.username.toUpperCase()}`);
    expect(byUsername.items.map((card) => card._id)).toEqual([found[0]!.id]);
    const byTag = await get<{ items: CreatorCard[] }>('/api/search/creators?q=%23sunset&limit=50');
    expect(byTag.items.length).toBeGreaterThan(0);
    const tooShort = await testApp.app.inject({ method: 'GET', url: '/api/search/creators?q=a' });
    expect(tooShort.json().fields.q).toBe('Type at least 2 characters');
  });

  it('finds hashtags of posts and channels, and the posts carrying one', async () => {
    const creator = await creatorWithChannel(testApp);
    const tag = uniqueName('tag').replace(/_/g, '');
    const tagged = await publish(testApp, creator.headers, { text: `Morning light #${tag} #Film` });
    const locked = await publish(testApp, creator.headers, { text: `Full set #${tag.toUpperCase()}`, visibility: 'paid', price: 4 });
    await publish(testApp, creator.headers, { text: 'No tag here' });
    const tags = await get<Hashtag[]>(`/api/search/hashtags?q=%23${tag.slice(0, 8)}`);
    expect(tags.find((candidate) => candidate.tag === tag)).toEqual({ tag, post_count: 2, channel_count: 0 });
    expect((await get<Hashtag[]>('/api/search/hashtags?q=suns')).find((candidate) => candidate.tag === 'sunset')!.channel_count).toBeGreaterThan(0);

    const page = await get<{ items: Post[] }>(`/api/search/posts?tag=${tag}`);
    expect(page.items.map((post) => [post._id, post.lock?.reason ?? null])).toEqual([
      [locked._id, 'paid'],
      [tagged._id, null],
    ]);
  });
});
