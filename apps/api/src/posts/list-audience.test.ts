import type { CustomList, FeedPage, Post } from '@velvet/contracts';
import { postMessages } from '@velvet/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorWithChannel, getPost, publish, signedInFan, subscribe, uploadImage, type Headers } from '../../test/support/posts.ts';
import { idempotencyHeader } from '../../test/support/money.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { createMediaSigner } from '../media/signing.ts';
import { subscriptions } from '../subscriptions/schema.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const inject = (options: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; headers?: Headers; payload?: object }) => testApp.app.inject(options);
const feedIds = async (headers: Headers) => (await inject({ method: 'GET', url: '/api/feed', headers })).json<{ data: FeedPage }>().data.items.map((item) => item._id);
const creatorPageIds = async (username: string, headers: Headers = {}) =>
  (await inject({ method: 'GET', url: `/api/creators/${username}`, headers })).json<{ data: { posts: Post[] } }>().data.posts.map((item) => item._id);
const creatorPostsIds = async (username: string, headers: Headers = {}) =>
  (await inject({ method: 'GET', url: `/api/creators/${username}/posts`, headers })).json<{ data: { items: Post[] } }>().data.items.map((item) => item._id);

/**
 * A creator with a list of two fans (a live subscriber and a past one), a subscriber left off the list,
 * and a post with a photo for the list.
 */
async function listPost() {
  const creator = await creatorWithChannel(testApp);
  const [listed, lapsed, unlisted] = [await signedInFan(testApp), await signedInFan(testApp), await signedInFan(testApp)];
  for (const fan of [listed, lapsed, unlisted]) await subscribe(testApp, fan.id, creator);
  await testApp.db.update(subscriptions).set({ expiresOn: new Date(Date.now() - 60_000) }).where(eq(subscriptions.fanId, lapsed.id));
  const created = await inject({ method: 'POST', url: '/api/lists', headers: creator.headers, payload: { title: 'Inner circle', user_ids: [listed.id, lapsed.id] } });
  expect(created.statusCode).toBe(201);
  const list = created.json<{ data: CustomList }>().data;
  const photo = await uploadImage(testApp, creator.headers);
  const post = await publish(testApp, creator.headers, { text: 'Just for you', visibility: 'list', list_id: list._id, media_ids: [photo._id] });
  return { creator, listed, lapsed, unlisted, list, post };
}

describe('a post for a custom list', () => {
  it('is seen by its creator with the list named, and whole by the fans on the list on every read path', async () => {
    const { creator, listed, lapsed, post, list } = await listPost();
    expect(post).toMatchObject({ visibility: 'list', list: { _id: list._id, title: 'Inner circle' }, channel: null, price: null, lock: null });

    const seen = (await getPost(testApp, post._id, listed.headers)).json<{ data: Post }>().data;
    // A fan never learns what the creator called the list.
    expect(seen).toMatchObject({ visibility: 'list', list: null, lock: null, is_owner: false });
    expect((await inject({ method: 'GET', url: seen.media[0]!.url!, headers: listed.headers })).statusCode).toBe(200);
    expect(await feedIds(listed.headers)).toContain(post._id);
    expect(await creatorPageIds(creator.username, listed.headers)).toContain(post._id);
    expect(await creatorPostsIds(creator.username, listed.headers)).toContain(post._id);
    expect((await inject({ method: 'GET', url: `/api/posts/${post._id}/comments`, headers: listed.headers })).statusCode).toBe(200);
    expect((await inject({ method: 'POST', url: `/api/posts/${post._id}/like`, headers: listed.headers })).statusCode).toBe(200);

    // A past subscriber on the list has no subscriptions feed: the discover feed carries the post to them.
    const lapsedFeed = (await inject({ method: 'GET', url: '/api/feed', headers: lapsed.headers })).json<{ data: FeedPage }>().data;
    expect(lapsedFeed.source).toBe('discover');
    expect(lapsedFeed.items.map((item) => item._id)).toContain(post._id);
    expect((await getPost(testApp, post._id, lapsed.headers)).statusCode).toBe(200);
  });

  it('does not exist for a subscriber left off the list, another fan or a guest, on any read path', async () => {
    const { creator, unlisted, post } = await listPost();
    const stranger = await signedInFan(testApp);
    const mediaId = post.media[0]!._id;
    const signer = createMediaSigner(testApp.config.JWT_SECRET);
    for (const viewer of [unlisted, stranger]) {
      const answer = await getPost(testApp, post._id, viewer.headers);
      expect([answer.statusCode, answer.json().message]).toEqual([404, postMessages.postNotFound]);
      expect(await feedIds(viewer.headers)).not.toContain(post._id);
      expect(await creatorPageIds(creator.username, viewer.headers)).not.toContain(post._id);
      expect(await creatorPostsIds(creator.username, viewer.headers)).not.toContain(post._id);
      expect((await inject({ method: 'GET', url: `/api/posts/${post._id}/comments`, headers: viewer.headers })).statusCode).toBe(404);
      expect((await inject({ method: 'POST', url: `/api/posts/${post._id}/comments`, headers: viewer.headers, payload: { text: 'Hello' } })).statusCode).toBe(404);
      expect((await inject({ method: 'POST', url: `/api/posts/${post._id}/like`, headers: viewer.headers })).statusCode).toBe(404);
      const tip = await testApp.app.inject({
        method: 'POST',
        url: '/api/tips',
        headers: { ...viewer.headers, ...idempotencyHeader() },
        payload: { recipient_id: creator.id, amount: 5, payment_mode: 'wallet', traceable_data: { entity: 'post', ref: post._id } },
      });
      expect([tip.statusCode, tip.json().message]).toEqual([404, postMessages.tipRefNotFound]);
      // Even a link signed for them is refused: the media route asks the post's rule on every request.
      const forViewer = signer.url({ mediaId, variant: 'original', viewerId: viewer.id });
      expect((await inject({ method: 'GET', url: forViewer, headers: viewer.headers })).statusCode).toBe(403);
    }
    expect((await getPost(testApp, post._id)).statusCode).toBe(404);
    expect(await creatorPageIds(creator.username)).not.toContain(post._id);
    expect((await inject({ method: 'GET', url: '/api/feed' })).json<{ data: FeedPage }>().data.items.map((item) => item._id)).not.toContain(post._id);
  });

  it('is lost at once, media links included, by a fan the creator takes off the list', async () => {
    const { creator, listed, lapsed, list, post } = await listPost();
    const mediaUrl = (await getPost(testApp, post._id, listed.headers)).json<{ data: Post }>().data.media[0]!.url!;
    const edited = await inject({ method: 'PUT', url: `/api/lists/${list._id}`, headers: creator.headers, payload: { title: 'Inner circle', user_ids: [lapsed.id] } });
    expect(edited.statusCode).toBe(200);

    expect((await getPost(testApp, post._id, listed.headers)).statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: mediaUrl, headers: listed.headers })).statusCode).toBe(403);
    expect(await feedIds(listed.headers)).not.toContain(post._id);
    expect(await creatorPageIds(creator.username, listed.headers)).not.toContain(post._id);
    expect((await getPost(testApp, post._id, lapsed.headers)).statusCode).toBe(200);
  });

  it('stays its creator’s alone when the list is deleted', async () => {
    const { creator, lapsed, list, post } = await listPost();
    expect((await inject({ method: 'DELETE', url: `/api/lists/${list._id}`, headers: creator.headers })).statusCode).toBe(200);
    expect((await getPost(testApp, post._id, lapsed.headers)).statusCode).toBe(404);
    expect((await getPost(testApp, post._id, creator.headers)).json<{ data: Post }>().data).toMatchObject({ visibility: 'list', list: null });
  });

  it('must name one of the creator’s own lists', async () => {
    const { list } = await listPost();
    const other = await creatorWithChannel(testApp);
    const missing = await inject({ method: 'POST', url: '/api/posts', headers: other.headers, payload: { text: 'For a few', visibility: 'list' } });
    expect([missing.statusCode, missing.json().fields]).toEqual([400, { list_id: postMessages.listRequired }]);
    const foreign = await inject({ method: 'POST', url: '/api/posts', headers: other.headers, payload: { text: 'For a few', visibility: 'list', list_id: list._id } });
    expect([foreign.statusCode, foreign.json().fields]).toEqual([400, { list_id: postMessages.listNotYours }]);
  });
});
