import type { Post } from '@velvet/contracts';
import { moderationMessages } from '@velvet/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorWithChannel, getPost, publish, signedInFan, uploadImage } from '../../test/support/posts.ts';
import { creatorWithProduct } from '../../test/support/shop.ts';
import { bearer, createTestApp, createUser, signIn, type TestApp } from '../../test/support/test-app.ts';

let testApp: TestApp;
let adminHeaders: Record<string, string>;
beforeAll(async () => {
  testApp = await createTestApp();
  const admin = await createUser(testApp, { role: 'ADMIN' });
  adminHeaders = bearer(await signIn(testApp, admin.username));
});
afterAll(() => testApp.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) => testApp.app.inject({ method, url, headers, payload });
const hide = (payload: object) => call('POST', '/api/admin/moderation/hide', adminHeaders, payload);

async function reportedPost() {
  const creator = await creatorWithChannel(testApp);
  const photo = await uploadImage(testApp, creator.headers);
  const post = await publish(testApp, creator.headers, { text: 'Golden hour', media_ids: [photo._id] });
  const fan = await signedInFan(testApp);
  const report = await call('POST', '/api/report', fan.headers, { reported_id: post._id, report_type: 'SPAM', type: 'post', description: 'This post is pure advertising spam.' });
  const [queued] = (await call('GET', '/api/admin/reports?status=open', adminHeaders)).json().data.filter((item: { reported_id: string }) => item.reported_id === post._id);
  expect(report.statusCode).toBe(201);
  const seen = (await getPost(testApp, post._id, fan.headers)).json<{ data: Post }>().data;
  return { creator, fan, post, reportId: queued._id as string, mediaUrl: seen.media[0]!.url! };
}

describe('taking content down from the reports queue', () => {
  it('hides a reported post from every reader, its media link included, tells the owner why and resolves the report', async () => {
    const { creator, fan, post, reportId, mediaUrl } = await reportedPost();
    expect((await call('GET', mediaUrl, fan.headers)).statusCode).toBe(200);

    const hidden = await hide({ kind: 'post', item_id: post._id, reason: 'Advertising spam is not allowed', report_id: reportId });
    expect([hidden.statusCode, hidden.json().message]).toEqual([200, moderationMessages.hidden]);

    expect((await getPost(testApp, post._id, fan.headers)).statusCode).toBe(404);
    expect((await getPost(testApp, post._id)).statusCode).toBe(404);
    expect((await call('GET', mediaUrl, fan.headers)).statusCode).toBe(403);
    const page = (await call('GET', `/api/creators/${creator.username}/posts`, fan.headers)).json().data;
    expect(JSON.stringify(page)).not.toContain(post._id);

    const [notice] = (await testApp.services.notifications.list(creator.id, { limit: 1 })).items;
    expect(notice).toMatchObject({ type: 'Moderation', message: moderationMessages.hiddenNotice('post', 'Advertising spam is not allowed.') });
    const resolved = (await call('GET', '/api/admin/reports?status=resolved', adminHeaders)).json().data.find((item: { _id: string }) => item._id === reportId);
    expect(resolved.resolution_note).toContain('Advertising spam is not allowed.');
    expect((await hide({ kind: 'post', item_id: post._id, reason: 'Advertising spam again' })).json().message).toBe(moderationMessages.alreadyHidden);
  });

  it('lets the owner appeal once, and a restoring decision shows the post again', async () => {
    const { creator, fan, post, mediaUrl } = await reportedPost();
    const takedown = (await hide({ kind: 'post', item_id: post._id, reason: 'Looks like spam' })).json().data;

    expect((await call('POST', `/api/moderation/${takedown._id}/appeal`, fan.headers, { text: 'This is not my post but I appeal' })).statusCode).toBe(404);
    const appealed = await call('POST', `/api/moderation/${takedown._id}/appeal`, creator.headers, { text: 'It is my own photo, not an advert.' });
    expect([appealed.statusCode, appealed.json().message, appealed.json().data.appeal.status]).toEqual([200, moderationMessages.appealSent, 'pending']);
    const again = await call('POST', `/api/moderation/${takedown._id}/appeal`, creator.headers, { text: 'Please look at it again.' });
    expect([again.statusCode, again.json().message]).toEqual([409, moderationMessages.appealOnce]);
    const mine = (await call('GET', '/api/moderation/mine', creator.headers)).json().data;
    expect(mine[0]).toMatchObject({ _id: takedown._id, kind: 'post', hidden: true, appeal: { status: 'pending' } });

    const queue = (await call('GET', '/api/admin/moderation?appeal=pending', adminHeaders)).json().data;
    expect(queue.counts.pending_appeals).toBeGreaterThanOrEqual(1);
    expect(queue.items.map((item: { _id: string }) => item._id)).toContain(takedown._id);

    const decided = await call('POST', `/api/admin/moderation/${takedown._id}/decide`, adminHeaders, { decision: 'restore', note: 'Checked: it is original' });
    expect(decided.json().data).toMatchObject({ hidden: false, appeal: { status: 'restored' } });
    expect((await getPost(testApp, post._id, fan.headers)).statusCode).toBe(200);
    expect((await call('GET', mediaUrl, fan.headers)).statusCode).toBe(200);
    expect((await testApp.services.notifications.list(creator.id, { limit: 1 })).items[0]!.message).toBe(moderationMessages.restoredNotice('post'));
  });

  it('hides products and whole profiles', async () => {
    const { creator, product } = await creatorWithProduct(testApp);
    const fan = await signedInFan(testApp);
    expect((await call('GET', `/api/shops/fetch-products/${product._id}`, fan.headers)).statusCode).toBe(200);
    expect((await hide({ kind: 'product', item_id: product._id, reason: 'Counterfeit goods' })).statusCode).toBe(200);
    expect((await call('GET', `/api/shops/fetch-products/${product._id}`, fan.headers)).statusCode).toBe(404);

    const { creator: other, post } = await reportedPost();
    expect((await call('GET', `/api/creators/${other.username}`, fan.headers)).statusCode).toBe(200);
    expect((await hide({ kind: 'profile', item_id: other.id, reason: 'Impersonating another creator' })).statusCode).toBe(200);
    expect((await call('GET', `/api/creators/${other.username}`, fan.headers)).statusCode).toBe(404);
    expect((await getPost(testApp, post._id, fan.headers)).statusCode).toBe(404);
    expect(creator.id).not.toBe(other.id);
  });

  it('refuses unknown content, short reasons and anyone but an admin', async () => {
    const { post, fan } = await reportedPost();
    expect((await hide({ kind: 'story', item_id: randomUUID(), reason: 'Not allowed here' })).statusCode).toBe(404);
    const short = await hide({ kind: 'post', item_id: post._id, reason: 'no' });
    expect([short.statusCode, short.json().fields.reason]).toEqual([400, moderationMessages.reasonLength]);
    expect((await call('POST', '/api/admin/moderation/hide', fan.headers, { kind: 'post', item_id: post._id, reason: 'I do not like it' })).statusCode).toBe(403);
    expect((await getPost(testApp, post._id, fan.headers)).statusCode).toBe(200);
  });
});
