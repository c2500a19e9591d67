import type { PostPage } from '@velvet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorWithChannel, publish, signedInFan, subscribe, uploadImage } from '../../test/support/posts.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const channelPosts = (channelId: string, headers: Record<string, string> = {}, query = '') =>
  testApp.app.inject({ method: 'GET', url: `/api/channel/${channelId}/posts${query}`, headers });

describe('GET /api/channel/:id/posts', () => {
  it("lists the channel's own posts, locked with their media types but no media for non-subscribers, open for subscribers", async () => {
    const creator = await creatorWithChannel(testApp);
    const other = await creatorWithChannel(testApp);
    const [photo, secondPhoto] = [await uploadImage(testApp, creator.headers), await uploadImage(testApp, creator.headers)];
    const members = await publish(testApp, creator.headers, { text: 'members', visibility: 'subscribers', channel_id: creator.channel.id, media_ids: [photo._id, secondPhoto._id] });
    await publish(testApp, creator.headers, { text: 'free, not the channel’s' });
    await publish(testApp, other.headers, { text: 'another channel', visibility: 'subscribers', channel_id: other.channel.id });

    const guest = await channelPosts(creator.channel.id);
    expect(guest.statusCode).toBe(200);
    const [locked] = guest.json<{ data: PostPage }>().data.items;
    expect(guest.json<{ data: PostPage }>().data.items).toHaveLength(1);
    expect(locked).toMatchObject({ _id: members._id, lock: { reason: 'subscribers', channel: { _id: creator.channel.id } } });
    expect(locked!.media.map((item) => [item.type, item.url])).toEqual([
      ['image', null],
      ['image', null],
    ]);

    const fan = await signedInFan(testApp);
    await subscribe(testApp, fan.id, creator);
    const [open] = (await channelPosts(creator.channel.id, fan.headers)).json<{ data: PostPage }>().data.items;
    expect(open!.lock).toBeNull();
    expect(open!.media.every((item) => item.url !== null)).toBe(true);
  });

  it('pages with the cursor', async () => {
    const creator = await creatorWithChannel(testApp);
    for (const text of ['one', 'two', 'three']) await publish(testApp, creator.headers, { text, visibility: 'subscribers', channel_id: creator.channel.id });
    const first = (await channelPosts(creator.channel.id, creator.headers, '?limit=2')).json<{ data: PostPage }>().data;
    const second = (await channelPosts(creator.channel.id, creator.headers, `?limit=2&cursor=${first.next_cursor}`)).json<{ data: PostPage }>().data;
    expect([...first.items, ...second.items].map((post) => post.text)).toEqual(['three', 'two', 'one']);
    expect(second.next_cursor).toBeNull();
  });

  it('answers 404 for an unknown or malformed channel id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-channel']) {
      const response = await channelPosts(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Channel not found' });
    }
  });
});
