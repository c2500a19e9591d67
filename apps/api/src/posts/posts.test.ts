import type { Comment, MediaItem, Post, Transaction } from '@velvet/contracts';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vaultPicture } from '../../test/support/media.ts';
import { fundWallet, idempotencyHeader } from '../../test/support/money.ts';
import { acceptCollabRequests, creatorWithChannel, getPost, pngOf, publish, signedInFan, subscribe, testVideo, uploadImage, uploadMedia, type Headers } from '../../test/support/posts.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { accounts, balance, verifyLedger } from '../ledger/index.ts';
import { createMediaSigner } from '../media/signing.ts';
import { subscriptions } from '../subscriptions/schema.ts';
import { transactions } from '../transactions/schema.ts';
import { posts } from './schema.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const post = (headers: Headers, payload: object) => testApp.app.inject({ method: 'POST', url: '/api/posts', headers, payload });
const fetchMedia = (url: string, headers: Headers = {}) => testApp.app.inject({ method: 'GET', url, headers });
const postOf = async (id: string, headers: Headers = {}) => (await getPost(testApp, id, headers)).json<{ data: Post }>().data;

describe('POST /api/posts', () => {
  it('publishes a free post with photos and hashtags; everyone sees its media', async () => {
    const creator = await creatorWithChannel(testApp);
    const photo = await uploadImage(testApp, creator.headers);
    const created = await publish(testApp, creator.headers, { text: 'Golden hour #Sunset #film', media_ids: [photo._id] });
    expect(created).toMatchObject({ visibility: 'free', lock: null, is_owner: true, hashtags: ['sunset', 'film'], price: null, channel: null });
    expect(created.media[0]).toMatchObject({ _id: photo._id, type: 'image', width: 800, height: 600, preview_url: null });

    const seenByGuest = await postOf(created._id);
    expect(seenByGuest.lock).toBeNull();
    const bytes = await fetchMedia(seenByGuest.media[0]!.url!);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(bytes.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 600 });
  });

  it('publishes for one of the creator’s channels and at a price', async () => {
    const creator = await creatorWithChannel(testApp);
    const forSubscribers = await publish(testApp, creator.headers, { text: 'Members only', visibility: 'subscribers', channel_id: creator.channel.id });
    expect(forSubscribers).toMatchObject({ visibility: 'subscribers', channel: { _id: creator.channel.id, name: 'Channel' } });
    const paid = await publish(testApp, creator.headers, { text: 'Full set', visibility: 'paid', price: 0.99 });
    expect(paid).toMatchObject({ visibility: 'paid', price: 0.99, lock: null });
  });

  it.each([
    ['nothing', {}, 'text', 'Write something or add a photo or video'],
    ['a long text', { text: 'x'.repeat(5001) }, 'text', 'A post can be at most 5000 characters'],
    ['no channel', { text: 'Locked', visibility: 'subscribers' }, 'channel_id', 'Choose the channel whose subscribers see this post'],
    ['no price', { text: 'Paid', visibility: 'paid' }, 'price', 'Price is required'],
    ['a low price', { text: 'Paid', visibility: 'paid', price: 0.5 }, 'price', 'Price should not be less than 0.99'],
    ['three decimals', { text: 'Paid', visibility: 'paid', price: 1.999 }, 'price', 'Amounts have at most two decimals'],
    ['a price on a free post', { text: 'Free', price: 5 }, 'price', 'Only a paid post has a price'],
    ['11 media', { text: 'Many', media_ids: Array.from({ length: 11 }, () => randomUUID()) }, 'media_ids', 'A post can have at most 10 photos or videos'],
    ['95 percent', { text: 'Split', collaborators: [{ user_id: randomUUID(), percent: 95 }] }, 'collaborators.0.percent', 'A collaborator gets between 1 and 90 percent'],
  ])('refuses %s', async (_case, payload, field, message) => {
    const creator = await creatorWithChannel(testApp);
    const response = await post(creator.headers, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
  });

  it('refuses someone else’s channel, upload or a fan collaborator, and writes nothing', async () => {
    const creator = await creatorWithChannel(testApp);
    const other = await creatorWithChannel(testApp);
    const fan = await signedInFan(testApp);
    const othersPhoto = await uploadImage(testApp, other.headers);
    const answers = await Promise.all([
      post(creator.headers, { text: 'x', visibility: 'subscribers', channel_id: other.channel.id }),
      post(creator.headers, { text: 'x', media_ids: [othersPhoto._id] }),
      post(creator.headers, { text: 'x', collaborators: [{ user_id: fan.id, percent: 10 }] }),
      post(creator.headers, { text: 'x', collaborators: [{ user_id: creator.id, percent: 10 }] }),
    ]);
    expect(answers.map((answer) => [answer.statusCode, answer.json().message])).toEqual([
      [400, 'Choose one of your own channels'],
      [400, 'This upload was not found or is already used'],
      [400, 'Collaborators must be creators'],
      [400, 'You cannot add yourself as a collaborator'],
    ]);
    expect(await testApp.db.select().from(posts).where(eq(posts.creatorId, creator.id))).toEqual([]);
    expect((await post(fan.headers, { text: 'I am a fan' })).statusCode).toBe(403);
  });

  it('takes one upload into one post only', async () => {
    const creator = await creatorWithChannel(testApp);
    const photo = await uploadImage(testApp, creator.headers);
    await publish(testApp, creator.headers, { media_ids: [photo._id] });
    expect((await post(creator.headers, { media_ids: [photo._id] })).json().message).toBe('This upload was not found or is already used');
  });
});

describe('POST /api/posts with vault media', () => {
  const vaultTotal = async (headers: Headers) => (await testApp.app.inject({ method: 'GET', url: '/api/vault', headers })).json().data.total as number;

  it('takes a fresh copy of each vault item, after the uploads, leaving the vault item for the next post', async () => {
    const creator = await creatorWithChannel(testApp);
    const item = await vaultPicture(testApp, creator.headers, 140);
    const photo = await uploadImage(testApp, creator.headers);
    const first = await publish(testApp, creator.headers, { text: 'From the vault', media_ids: [photo._id], vault_media_ids: [item._id, item._id] });
    expect(first.media.map((media) => [media.type, media.width])).toEqual([
      ['image', 800],
      ['image', 140],
    ]);
    expect(first.media[1]!._id).not.toBe(item._id);
    const second = await publish(testApp, creator.headers, { vault_media_ids: [item._id] });
    expect(second.media).toHaveLength(1);
    expect(second.media[0]!._id).not.toBe(first.media[1]!._id);
    expect(await vaultTotal(creator.headers)).toBe(1);
  });

  it('refuses someone else’s vault item and more than ten media in all, writing no post', async () => {
    const creator = await creatorWithChannel(testApp);
    const other = await creatorWithChannel(testApp);
    const theirs = await vaultPicture(testApp, other.headers);
    const mine = await vaultPicture(testApp, creator.headers);
    const foreign = await post(creator.headers, { vault_media_ids: [mine._id, theirs._id] });
    expect([foreign.statusCode, foreign.json().message]).toEqual([400, 'This media is not in your vault']);
    const uploads = await Promise.all(Array.from({ length: 10 }, () => uploadImage(testApp, creator.headers)));
    const tooMany = await post(creator.headers, { media_ids: uploads.map((upload) => upload._id), vault_media_ids: [mine._id] });
    expect([tooMany.statusCode, tooMany.json().message]).toEqual([400, 'A post can have at most 10 photos or videos']);
    expect(await testApp.db.select({ id: posts.id }).from(posts).where(eq(posts.creatorId, creator.id))).toEqual([]);
  });
});

describe('POST /api/posts/media', () => {
  it('refuses a file that is not a photo or video, by name and by content', async () => {
    const creator = await creatorWithChannel(testApp);
    const byName = await uploadMedia(testApp, creator.headers, { filename: 'notes.txt', type: 'text/plain', body: Buffer.from('hello') });
    const byContent = await uploadMedia(testApp, creator.headers, { filename: 'fake.jpg', type: 'image/jpeg', body: Buffer.from('not an image') });
    const fakeVideo = await uploadMedia(testApp, creator.headers, { filename: 'fake.mp4', type: 'video/mp4', body: Buffer.from('not a video') });
    const svgAsPng = await uploadMedia(testApp, creator.headers, { filename: 'drawing.png', type: 'image/png', body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>') });
    const truncated = await uploadMedia(testApp, creator.headers, { filename: 'cut.png', type: 'image/png', body: (await pngOf(400, 400)).subarray(0, 60) });
    for (const answer of [byName, byContent, fakeVideo, svgAsPng, truncated]) expect([answer.statusCode, answer.json().message]).toEqual([400, 'Unsupported Format']);
  });

  it('refuses a photo over 20 MB', async () => {
    const creator = await creatorWithChannel(testApp);
    const response = await uploadMedia(testApp, creator.headers, { filename: 'huge.png', type: 'image/png', body: Buffer.alloc(20 * 1024 * 1024 + 1) });
    expect([response.statusCode, response.json().message]).toEqual([413, 'The file is too large (max 200 MB for a video, 20 MB for a photo).']);
  });

  it('keeps a video with its first frame as poster, and serves ranges of it', async () => {
    const creator = await creatorWithChannel(testApp);
    const video = await testVideo('mp4');
    const response = await uploadMedia(testApp, creator.headers, { filename: 'clip.mp4', type: 'video/mp4', body: video });
    expect(response.statusCode, response.body).toBe(200);
    const item = response.json<{ data: MediaItem }>().data;
    expect(item).toMatchObject({ type: 'video', width: 160, height: 120 });
    expect(item.duration).toBeCloseTo(1, 0);
    const poster = await fetchMedia(item.poster_url!, creator.headers);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(poster.rawPayload).metadata()).width).toBe(160);
    const whole = await fetchMedia(item.url!, creator.headers);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload.equals(video)).toBe(true);
    const range = await fetchMedia(item.url!, { ...creator.headers, range: 'bytes=0-99' });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 0-99/${video.length}`);
    expect(range.rawPayload.equals(video.subarray(0, 100))).toBe(true);
  });
});

describe('locked media', () => {
  async function paidPostWithPhoto() {
    const creator = await creatorWithChannel(testApp);
    const photo = await uploadImage(testApp, creator.headers);
    const created = await publish(testApp, creator.headers, { text: 'Paid set', visibility: 'paid', price: 10, media_ids: [photo._id] });
    return { creator, created, ownerUrl: created.media[0]!.url! };
  }

  it('answers the unentitled a blurred public preview instead of the link', async () => {
    const { created } = await paidPostWithPhoto();
    const fan = await signedInFan(testApp);
    for (const seen of [await postOf(created._id), await postOf(created._id, fan.headers)]) {
      expect(seen.lock).toEqual({ reason: 'paid', channel: null, price: 10 });
      expect(seen.media[0]).toMatchObject({ url: null, poster_url: null });
      const preview = await fetchMedia(seen.media[0]!.preview_url!);
      expect(preview.statusCode).toBe(200);
      expect((await sharp(preview.rawPayload).metadata()).width).toBeLessThanOrEqual(32);
    }
  });

  it('refuses the original without a signature, with a bad or expired one, to a signed viewer not entitled, and to anyone but its viewer', async () => {
    const { creator, created, ownerUrl } = await paidPostWithPhoto();
    const fan = await signedInFan(testApp);
    const mediaId = created.media[0]!._id;
    const signer = createMediaSigner(testApp.config.JWT_SECRET);
    const tampered = ownerUrl.replace(/sig=[^&]+/, 'sig=AAAA');
    const expired = signer.url({ mediaId, variant: 'original', viewerId: created.author._id }, new Date(Date.now() - 3 * 3_600_000));
    const forFan = signer.url({ mediaId, variant: 'original', viewerId: fan.id });
    const otherKey = createMediaSigner('another-secret-of-at-least-thirty-two-chars').url({ mediaId, variant: 'original', viewerId: created.author._id });
    for (const url of [`/api/media/${mediaId}`, tampered, expired, forFan, otherKey, ownerUrl]) {
      const answer = await fetchMedia(url, fan.headers);
      expect([answer.statusCode, answer.json().message]).toEqual([403, 'Media not available']);
    }
    expect((await fetchMedia(ownerUrl)).statusCode).toBe(403);
    expect((await fetchMedia(signer.url({ mediaId: randomUUID(), variant: 'original', viewerId: fan.id }), fan.headers)).statusCode).toBe(404);
    expect((await fetchMedia(ownerUrl, creator.headers)).statusCode).toBe(200);
  });

  it('serves a subscriber while the subscription lives, and stops when it ends', async () => {
    const creator = await creatorWithChannel(testApp);
    const photo = await uploadImage(testApp, creator.headers);
    const created = await publish(testApp, creator.headers, { text: 'Members', visibility: 'subscribers', channel_id: creator.channel.id, media_ids: [photo._id] });
    const fan = await signedInFan(testApp);
    expect((await postOf(created._id, fan.headers)).lock).toMatchObject({ reason: 'subscribers', channel: { _id: creator.channel.id } });

    await subscribe(testApp, fan.id, creator);
    const seen = await postOf(created._id, fan.headers);
    expect(seen.lock).toBeNull();
    expect((await fetchMedia(seen.media[0]!.url!, fan.headers)).statusCode).toBe(200);

    await testApp.db.update(subscriptions).set({ expiresOn: new Date(Date.now() - 1000) }).where(eq(subscriptions.fanId, fan.id));
    expect((await fetchMedia(seen.media[0]!.url!, fan.headers)).statusCode).toBe(403);
  });
});

describe('POST /api/posts/:id/unlock', () => {
  const unlock = (headers: Headers, id: string, key = randomUUID(), payload: object = { payment_mode: 'wallet' }) =>
    testApp.app.inject({ method: 'POST', url: `/api/posts/${id}/unlock`, headers: { ...headers, ...idempotencyHeader(key) }, payload });

  async function paidCollabPost() {
    const creator = await creatorWithChannel(testApp);
    const collaborator = await creatorWithChannel(testApp);
    const photo = await uploadImage(testApp, creator.headers);
    const created = await publish(testApp, creator.headers, { text: 'Duo set', visibility: 'paid', price: 10, media_ids: [photo._id], collaborators: [{ user_id: collaborator.id, percent: 30 }] });
    await acceptCollabRequests(testApp, collaborator.headers);
    const fan = await signedInFan(testApp);
    await fundWallet(testApp, fan.id, 5000);
    return { creator, collaborator, created, fan };
  }

  it('unlocks by wallet, splitting with the collaborator, and shows the media to the buyer', async () => {
    const { creator, collaborator, created, fan } = await paidCollabPost();
    expect(created.collaborators).toEqual([{ _id: collaborator.id, username: collaborator.username, percent: 30, status: 'PENDING' }]);
    const response = await unlock(fan.headers, created._id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Unlocked!');
    expect(response.json<{ data: Transaction }>().data).toMatchObject({ status: 'Completed', category: 'PremiumPost', amount: 10, platform_fee: 2 });

    expect(await balance(testApp.db, accounts.fanWallet(fan.id))).toBe(4000n);
    expect(await balance(testApp.db, accounts.creatorPending(creator.id))).toBe(560n);
    expect(await balance(testApp.db, accounts.creatorPending(collaborator.id))).toBe(240n);
    expect((await verifyLedger(testApp.db)).drift).toBe(0);
    const [notification] = (await testApp.services.notifications.list(creator.id, { limit: 1 })).items;
    expect(notification).toMatchObject({ type: 'Post-Purchase' });

    const seen = await postOf(created._id, fan.headers);
    expect(seen).toMatchObject({ lock: null, unlocked: true });
    expect((await fetchMedia(seen.media[0]!.url!, fan.headers)).statusCode).toBe(200);
    // The collaborator sees it without paying.
    expect((await postOf(created._id, collaborator.headers)).lock).toBeNull();
  });

  it('answers a retry with the same key with the same purchase, and refuses a second purchase', async () => {
    const { created, fan } = await paidCollabPost();
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => unlock(fan.headers, created._id, key)));
    expect(new Set(answers.map((answer) => answer.json().data._id)).size).toBe(1);
    expect((await unlock(fan.headers, created._id, key)).json().data._id).toBe(answers[0]!.json().data._id);
    const again = await unlock(fan.headers, created._id);
    expect([again.statusCode, again.json().message]).toEqual([409, 'You have already unlocked this']);
    expect(await balance(testApp.db, accounts.fanWallet(fan.id))).toBe(4000n);
  });

  it('lets one purchase of a post live at a time: racing keys pay once, a card charge in flight blocks another', async () => {
    const { created, fan } = await paidCollabPost();
    const answers = await Promise.all([1, 2, 3, 4].map(() => unlock(fan.headers, created._id)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(answers.filter((answer) => answer.statusCode === 409).every((answer) => answer.json().message === 'You have already unlocked this')).toBe(true);
    expect(await balance(testApp.db, accounts.fanWallet(fan.id))).toBe(4000n);

    const other = await paidCollabPost();
    await testApp.db.insert(transactions).values({
      type: 'PremiumPost',
      status: 'Pending',
      method: 'card',
      payerId: other.fan.id,
      idempotencyKey: randomUUID(),
      amountCents: 1000,
      totalCents: 1000,
      traceable: { entity: 'post', ref: other.created._id },
    });
    const blocked = await unlock(other.fan.headers, other.created._id);
    expect([blocked.statusCode, blocked.json().message]).toEqual([409, 'Your payment for this is already in progress.']);
    expect(await balance(testApp.db, accounts.fanWallet(other.fan.id))).toBe(5000n);
  });

  it('refuses the author, the collaborator, a free post, the unverified and a short wallet', async () => {
    const { creator, collaborator, created } = await paidCollabPost();
    const free = await publish(testApp, creator.headers, { text: 'Free' });
    const unverified = await signedInFan(testApp, { emailVerified: false });
    const poor = await signedInFan(testApp);
    const answers = await Promise.all([
      unlock(creator.headers, created._id),
      unlock(collaborator.headers, created._id),
      unlock(poor.headers, free._id),
      unlock(unverified.headers, created._id),
      unlock(poor.headers, created._id),
      unlock(poor.headers, randomUUID()),
    ]);
    expect(answers.map((answer) => [answer.statusCode, answer.json().message])).toEqual([
      [400, 'You cannot buy your own content'],
      [400, 'You cannot buy your own content'],
      [400, 'This is not for sale'],
      [403, 'Your email is not verified. Please verify your email'],
      [400, 'Insufficient balance. Please add funds to your wallet.'],
      [404, 'Post not found'],
    ]);
  });
});

describe('likes', () => {
  it('toggles a like and counts it; guests are asked to sign in', async () => {
    const creator = await creatorWithChannel(testApp);
    const created = await publish(testApp, creator.headers, { text: 'Like me' });
    const fan = await signedInFan(testApp);
    const like = (headers: Headers) => testApp.app.inject({ method: 'POST', url: `/api/posts/${created._id}/like`, headers });
    expect((await like(fan.headers)).json().data).toEqual({ liked: true, like_count: 1 });
    expect((await like(creator.headers)).json().data).toEqual({ liked: true, like_count: 2 });
    expect(await postOf(created._id, fan.headers)).toMatchObject({ liked: true, like_count: 2 });
    expect((await like(fan.headers)).json().data).toEqual({ liked: false, like_count: 1 });
    expect((await like({})).statusCode).toBe(401);
  });
});

describe('comments', () => {
  const comment = (headers: Headers, postId: string, payload: object) => testApp.app.inject({ method: 'POST', url: `/api/posts/${postId}/comments`, headers, payload });
  const remove = (headers: Headers, postId: string, commentId: string) => testApp.app.inject({ method: 'DELETE', url: `/api/posts/${postId}/comments/${commentId}`, headers });

  it('adds, lists and counts comments behind the verification gate, with clear length messages', async () => {
    const creator = await creatorWithChannel(testApp);
    const created = await publish(testApp, creator.headers, { text: 'Talk to me' });
    const fan = await signedInFan(testApp);
    const unverified = await signedInFan(testApp, { emailVerified: false });

    expect((await comment(unverified.headers, created._id, { text: 'hi' })).json().message).toBe('Your email is not verified. Please verify your email');
    expect((await comment(fan.headers, created._id, { text: '   ' })).json().fields.text).toBe('Write a comment');
    expect((await comment(fan.headers, created._id, { text: 'x'.repeat(1001) })).json().fields.text).toBe('A comment can be at most 1000 characters');

    const added = await comment(fan.headers, created._id, { text: ' First! ' });
    expect(added.json<{ data: Comment }>().data).toMatchObject({ text: 'First!', can_delete: true, author: { _id: fan.id, username: fan.username } });
    await comment(fan.headers, created._id, { text: 'Second' });
    await comment(fan.headers, created._id, { text: 'Third' });
    const firstPage = (await testApp.app.inject({ method: 'GET', url: `/api/posts/${created._id}/comments?limit=2` })).json().data;
    expect(firstPage.items.map((item: Comment) => [item.text, item.can_delete])).toEqual([['Third', false], ['Second', false]]);
    const secondPage = (await testApp.app.inject({ method: 'GET', url: `/api/posts/${created._id}/comments?limit=2&cursor=${firstPage.next_cursor}` })).json().data;
    expect(secondPage).toMatchObject({ items: [{ text: 'First!' }], next_cursor: null });
    expect((await postOf(created._id)).comment_count).toBe(3);
  });

  it('lets the commenter and the post’s author delete, nobody else', async () => {
    const creator = await creatorWithChannel(testApp);
    const created = await publish(testApp, creator.headers, { text: 'Moderated' });
    const fan = await signedInFan(testApp);
    const stranger = await signedInFan(testApp);
    const first = (await comment(fan.headers, created._id, { text: 'one' })).json<{ data: Comment }>().data;
    const second = (await comment(fan.headers, created._id, { text: 'two' })).json<{ data: Comment }>().data;
    const refused = await remove(stranger.headers, created._id, first._id);
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'You can delete only your own comments or comments on your posts']);
    expect((await remove(fan.headers, created._id, first._id)).statusCode).toBe(200);
    expect((await remove(creator.headers, created._id, second._id)).statusCode).toBe(200);
    expect((await remove(creator.headers, created._id, second._id)).statusCode).toBe(404);
    expect((await postOf(created._id)).comment_count).toBe(0);
  });
});

describe('tips on posts', () => {
  const tip = (headers: Headers, payload: object) => testApp.app.inject({ method: 'POST', url: '/api/tips', headers: { ...headers, ...idempotencyHeader() }, payload });

  it('tips a post of the recipient and refuses a ref that is not theirs', async () => {
    const creator = await creatorWithChannel(testApp);
    const other = await creatorWithChannel(testApp);
    const created = await publish(testApp, creator.headers, { text: 'Tip jar' });
    const othersPost = await publish(testApp, other.headers, { text: 'Not yours' });
    const fan = await signedInFan(testApp);
    await fundWallet(testApp, fan.id, 5000);
    const base = { recipient_id: creator.id, amount: 5, payment_mode: 'wallet' };

    for (const traceable of [{ entity: 'post', ref: othersPost._id }, { entity: 'post', ref: randomUUID() }, { entity: 'post', ref: 'not-an-id' }, { entity: 'post' }, { entity: 'story', ref: created._id }]) {
      const refused = await tip(fan.headers, { ...base, traceable_data: traceable });
      expect([refused.statusCode, refused.json().message]).toEqual([404, 'The tipped post or story was not found for this creator']);
    }
    const accepted = await tip(fan.headers, { ...base, traceable_data: { entity: 'post', ref: created._id } });
    expect(accepted.statusCode).toBe(200);
    expect((await testApp.services.notifications.list(creator.id, { limit: 1 })).items[0]).toMatchObject({ type: 'Post-Tip' });
    expect(await balance(testApp.db, accounts.fanWallet(fan.id))).toBe(4500n);
  });
});
