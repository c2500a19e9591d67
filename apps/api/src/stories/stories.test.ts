import type { Story, StoryGroup } from '@velvet/contracts';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundWallet, idempotencyHeader } from '../../test/support/money.ts';
import { creatorWithChannel, signedInFan, uploadImage, type Headers } from '../../test/support/posts.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { accounts, balance } from '../ledger/index.ts';
import { stories } from './schema.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function postStory(headers: Headers, payload: object) {
  return testApp.app.inject({ method: 'POST', url: '/api/stories', headers, payload });
}

async function storyOf(creator: Awaited<ReturnType<typeof creatorWithChannel>>, extra: object = {}): Promise<Story> {
  const photo = await uploadImage(testApp, creator.headers);
  const response = await postStory(creator.headers, { media_id: photo._id, text: 'Today', ...extra });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Story }>().data;
}

const storiesOnProfile = async (username: string, headers: Headers = {}) =>
  (await testApp.app.inject({ method: 'GET', url: `/api/creators/${username}`, headers })).json().data.stories as Story[];

describe('POST /api/stories', () => {
  it('posts a story that lives 24 hours, free to everyone', async () => {
    const creator = await creatorWithChannel(testApp);
    const story = await storyOf(creator);
    expect(new Date(story.expires_at).getTime() - new Date(story.created_at).getTime()).toBe(24 * 3_600_000);
    expect(story).toMatchObject({ text: 'Today', price: null, lock: null, is_owner: true });
    const [seen] = await storiesOnProfile(creator.username);
    expect(seen!.media.url).toMatch(/^\/api\/media\//);
    expect((await testApp.app.inject({ method: 'GET', url: seen!.media.url! })).statusCode).toBe(200);
  });

  it('refuses a story without media or with a bad price', async () => {
    const creator = await creatorWithChannel(testApp);
    expect((await postStory(creator.headers, { text: 'no media' })).json().fields.media_id).toBe('Add a photo or video to your story');
    expect((await postStory(creator.headers, { media_id: randomUUID() })).json().message).toBe('This upload was not found or is already used');
    const photo = await uploadImage(testApp, creator.headers);
    expect((await postStory(creator.headers, { media_id: photo._id, price: 0.1 })).json().fields.price).toBe('Price should not be less than 0.99');
  });

  it('is neither listed nor served once expired', async () => {
    const creator = await creatorWithChannel(testApp);
    const story = await storyOf(creator);
    const url = (await storiesOnProfile(creator.username))[0]!.media.url!;
    await testApp.db.update(stories).set({ createdAt: new Date(Date.now() - 25 * 3_600_000), expiresAt: new Date(Date.now() - 3_600_000) }).where(eq(stories.id, story._id));
    expect(await storiesOnProfile(creator.username)).toEqual([]);
    expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(403);
    const groups = (await testApp.app.inject({ method: 'GET', url: '/api/feed/stories' })).json<{ data: StoryGroup[] }>().data;
    expect(groups.some((group) => group.author._id === creator.id)).toBe(false);
  });
});

describe('pay-to-view stories', () => {
  const unlock = (headers: Headers, id: string) =>
    testApp.app.inject({ method: 'POST', url: `/api/stories/${id}/unlock`, headers: { ...headers, ...idempotencyHeader() }, payload: { payment_mode: 'wallet' } });

  it('shows a blurred preview until bought, then the media; tips reach the story’s creator', async () => {
    const creator = await creatorWithChannel(testApp);
    const story = await storyOf(creator, { price: 2.5 });
    const fan = await signedInFan(testApp);
    await fundWallet(testApp, fan.id, 5000);
    const [locked] = await storiesOnProfile(creator.username, fan.headers);
    expect(locked).toMatchObject({ lock: { reason: 'paid', price: 2.5 }, media: { url: null } });
    expect(locked!.media.preview_url).toMatch(/^\/media\/uploads\//);

    const bought = await unlock(fan.headers, story._id);
    expect(bought.statusCode, bought.body).toBe(200);
    // $2.50 is inside the processing-fee band: 5% + $0.30 = $0.43 on top.
    expect(bought.json().data).toMatchObject({ category: 'PremiumStory', amount: 2.5, processing_fee: 0.43 });
    expect(await balance(testApp.db, accounts.fanWallet(fan.id))).toBe(5000n - 293n);
    expect((await unlock(fan.headers, story._id)).json().message).toBe('You have already unlocked this');
    const [open] = await storiesOnProfile(creator.username, fan.headers);
    expect(open).toMatchObject({ lock: null, unlocked: true });
    expect((await testApp.app.inject({ method: 'GET', url: open!.media.url!, headers: fan.headers })).statusCode).toBe(200);

    const tip = await testApp.app.inject({
      method: 'POST',
      url: '/api/tips',
      headers: { ...fan.headers, ...idempotencyHeader() },
      payload: { recipient_id: creator.id, amount: 5, payment_mode: 'wallet', traceable_data: { entity: 'story', ref: story._id } },
    });
    expect(tip.statusCode).toBe(200);
    expect((await testApp.services.notifications.list(creator.id, { limit: 1 })).items[0]).toMatchObject({ type: 'Story-Tip' });
  });
});
