import type { CreatorProfile, Post } from '@velvet/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../accounts/schema.ts';
import { creatorWithChannel, publish, signedInFan, subscribe, uploadImage } from '../../test/support/posts.ts';
import { createTestApp, createUser, type TestApp } from '../../test/support/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function createCreatorWithPosts(postCount: number) {
  const creator = await creatorWithChannel(testApp);
  for (let index = postCount - 1; index >= 0; index -= 1) await publish(testApp, creator.headers, { text: `post ${index}` });
  return creator;
}

const profileOf = async (username: string, headers: Record<string, string> = {}) =>
  (await testApp.app.inject({ method: 'GET', url: `/api/creators/${username}`, headers })).json<{ data: CreatorProfile }>().data;

describe('GET /api/creators', () => {
  it('lists creators with their channel and post count, to guests too', async () => {
    const creator = await createCreatorWithPosts(2);
    const response = await testApp.app.inject({ method: 'GET', url: '/api/creators' });
    const card = response.json().data.find((item: { _id: string }) => item._id === creator.id);
    expect(card).toMatchObject({ username: creator.username, display_name: `Creator ${creator.username}`, post_count: 2, channel: { name: 'Channel' } });
  });
});

describe('GET /api/creators/:username', () => {
  it("shows the creator's kinks from profile completion", async () => {
    const creator = await creatorWithChannel(testApp);
    expect((await profileOf(creator.username)).kinks).toEqual([]);
    await testApp.db.update(users).set({ kinks: ['Roleplay', 'Lingerie'] }).where(eq(users.id, creator.id));
    expect((await profileOf(creator.username)).kinks).toEqual(['Roleplay', 'Lingerie']);
  });

  it('answers the profile with its newest posts first', async () => {
    const creator = await createCreatorWithPosts(3);
    const response = await testApp.app.inject({ method: 'GET', url: `/api/creators/${creator.username.toUpperCase()}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.posts.map((post: { text: string }) => post.text)).toEqual(['post 0', 'post 1', 'post 2']);
  });

  it('answers badges, counts, channels and posts with their lock state for the viewer, and more pages', async () => {
    const creator = await creatorWithChannel(testApp);
    const photo = await uploadImage(testApp, creator.headers);
    const members = await publish(testApp, creator.headers, { text: 'members', visibility: 'subscribers', channel_id: creator.channel.id, media_ids: [photo._id] });
    const free = await publish(testApp, creator.headers, { text: 'free' });
    const fan = await signedInFan(testApp);
    await testApp.app.inject({ method: 'POST', url: `/api/posts/${free._id}/like`, headers: fan.headers });

    const seenByGuest = await profileOf(creator.username);
    expect(seenByGuest).toMatchObject({
      badges: ['VerifiedUser', 'VerifiedCreator'],
      // How many subscribe is the creator's to see, not the public's.
      counts: { posts: 2, stories: 0, likes: 1, subscribers: null },
      channels: [{ _id: creator.channel.id, name: 'Channel', subscription_type: 'PAID', hashtags: ['sunset'] }],
      next_cursor: null,
    });
    expect(seenByGuest.posts.find((post) => post._id === members._id)!.lock).toMatchObject({ reason: 'subscribers' });

    await subscribe(testApp, fan.id, creator);
    const seenBySubscriber = await profileOf(creator.username, fan.headers);
    expect(seenBySubscriber.counts.subscribers).toBeNull();
    expect((await profileOf(creator.username, creator.headers)).counts.subscribers).toBe(1);
    expect(seenBySubscriber.posts.find((post) => post._id === members._id)!.lock).toBeNull();

    const page = (await testApp.app.inject({ method: 'GET', url: `/api/creators/${creator.username}/posts?limit=1` })).json().data;
    const next = (await testApp.app.inject({ method: 'GET', url: `/api/creators/${creator.username}/posts?limit=1&cursor=${page.next_cursor}` })).json().data;
    expect([...page.items, ...next.items].map((post: Post) => post._id)).toEqual([free._id, members._id]);
    expect(next.next_cursor).toBeNull();
  });

  it('answers 404 for a fan or an unknown name', async () => {
    const fan = await createUser(testApp);
    for (const username of [fan.username, 'no_such_creator']) {
      const response = await testApp.app.inject({ method: 'GET', url: `/api/creators/${username}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Creator not found', code: 'NOT_FOUND' });
    }
  });
});

describe("a creator's privacy setting: who can see their posts and stories", () => {
  const setVisibility = (headers: Record<string, string>, visibility: 'public' | 'subscribers' | 'private') =>
    testApp.app.inject({
      method: 'PUT',
      url: '/api/users/privacy-setting',
      headers,
      payload: { profile_visibility: visibility, show_online_status: true, allow_messages_from: 'everyone' },
    });
  const feedTexts = async (headers: Record<string, string> = {}) =>
    (await testApp.app.inject({ method: 'GET', url: '/api/feed?limit=50', headers })).json<{ data: { items: Post[] } }>().data.items.map((post) => post.text);

  it('shows them to subscribers only, then to the creator only, and keeps them out of discovery', async () => {
    const creator = await creatorWithChannel(testApp);
    const text = `members only ${creator.username}`;
    await publish(testApp, creator.headers, { text });
    const subscriber = await signedInFan(testApp);
    await subscribe(testApp, subscriber.id, creator);
    const stranger = await signedInFan(testApp);
    expect((await setVisibility(creator.headers, 'subscribers')).statusCode).toBe(200);

    const strangerView = await profileOf(creator.username, stranger.headers);
    expect([strangerView.content_restricted, strangerView.posts]).toEqual(['subscribers', []]);
    expect(await feedTexts()).not.toContain(text);
    const subscriberView = await profileOf(creator.username, subscriber.headers);
    expect([subscriberView.content_restricted, subscriberView.posts.map((post) => post.text)]).toEqual([null, [text]]);
    expect(await feedTexts(subscriber.headers)).toContain(text);

    await setVisibility(creator.headers, 'private');
    expect((await profileOf(creator.username, subscriber.headers)).content_restricted).toBe('private');
    expect((await profileOf(creator.username, subscriber.headers)).posts).toEqual([]);
    const own = await profileOf(creator.username, creator.headers);
    expect([own.content_restricted, own.posts.map((post) => post.text)]).toEqual([null, [text]]);
  });
});
