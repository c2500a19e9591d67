import type { CollabRequest, Post, Transaction } from '@velvet/contracts';
import { postMessages } from '@velvet/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundWallet, idempotencyHeader } from '../../test/support/money.ts';
import { creatorWithChannel, getPost, publish, signedInFan, type Headers } from '../../test/support/posts.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { accounts, balance } from '../ledger/index.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const requestsOf = async (headers: Headers, status = 'pending') =>
  (await testApp.app.inject({ method: 'GET', url: `/api/post/collab-requests?status=${status}`, headers })).json<{ data: CollabRequest[] }>().data;
const answer = (headers: Headers, postId: string, requestId: string, status: string) =>
  testApp.app.inject({ method: 'PATCH', url: `/api/post/${postId}/collab-request/${requestId}`, headers, payload: { status } });
const unlock = (headers: Headers, postId: string) =>
  testApp.app.inject({ method: 'POST', url: `/api/posts/${postId}/unlock`, headers: { ...headers, ...idempotencyHeader() }, payload: { payment_mode: 'wallet' } });

async function paidPostWithCollaborator(percent = 30) {
  const author = await creatorWithChannel(testApp);
  const partner = await creatorWithChannel(testApp);
  const post = await publish(testApp, author.headers, { text: 'Shot together', visibility: 'paid', price: 10, collaborators: [{ user_id: partner.id, percent }] });
  const [request] = await requestsOf(partner.headers);
  return { author, partner, post, request: request! };
}

describe('post collab requests', () => {
  it('invites each collaborator as pending, tells them, and lists the request to them only', async () => {
    const { author, partner, post, request } = await paidPostWithCollaborator();
    expect(post.collaborators).toEqual([{ _id: partner.id, username: partner.username, percent: 30, status: 'PENDING' }]);
    expect(request).toMatchObject({ status: 'PENDING', percent: 30, post: { _id: post._id, price: 10 }, author: { _id: author.id } });
    const [invitation] = (await testApp.services.notifications.list(partner.id, { limit: 1 })).items;
    expect(invitation).toMatchObject({ type: 'Collab-Request', data: { post_id: post._id, request_id: request._id } });
    expect(await requestsOf(author.headers)).toEqual([]);
  });

  it('shares nothing while pending: the sale goes to the author alone and the invitee still sees the post locked', async () => {
    const { author, partner, post } = await paidPostWithCollaborator();
    expect((await getPost(testApp, post._id, partner.headers)).json<{ data: Post }>().data.lock).toMatchObject({ reason: 'paid' });
    const fan = await signedInFan(testApp);
    await fundWallet(testApp, fan.id, 100_00);
    expect((await unlock(fan.headers, post._id)).statusCode).toBe(200);
    expect(await balance(testApp.db, accounts.creatorPending(partner.id))).toBe(0n);
    expect(await balance(testApp.db, accounts.creatorPending(author.id))).toBe(800n);
  });

  it('applies the share once accepted: the next sale pays the collaborator, who now sees the post whole, and the author is told', async () => {
    const { author, partner, post, request } = await paidPostWithCollaborator(25);
    const accepted = await answer(partner.headers, post._id, request._id, 'ACCEPTED');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ message: postMessages.collabAccepted, data: { _id: request._id, status: 'ACCEPTED' } });
    expect((await getPost(testApp, post._id, partner.headers)).json<{ data: Post }>().data).toMatchObject({ lock: null, collaborators: [{ status: 'ACCEPTED' }] });
    const [told] = (await testApp.services.notifications.list(author.id, { limit: 1 })).items;
    expect(told).toMatchObject({ type: 'Collab-Request-Answer', message: `${partner.username} accepted your collab request` });

    const fan = await signedInFan(testApp);
    await fundWallet(testApp, fan.id, 100_00);
    const sale = (await unlock(fan.headers, post._id)).json<{ data: Transaction }>().data;
    expect(sale.status).toBe('Completed');
    // $10 less the 20% platform fee is $8.00: a quarter to the collaborator, the rest to the author.
    expect(await balance(testApp.db, accounts.creatorPending(partner.id))).toBe(200n);
    expect(await balance(testApp.db, accounts.creatorPending(author.id))).toBe(600n);
    expect(await requestsOf(partner.headers)).toEqual([]);
    expect(await requestsOf(partner.headers, 'all')).toMatchObject([{ _id: request._id, status: 'ACCEPTED' }]);
  });

  it('keeps a declined collaborator out of the sales and refuses a second answer', async () => {
    const { author, partner, post, request } = await paidPostWithCollaborator();
    const declined = await answer(partner.headers, post._id, request._id, 'DECLINED');
    expect(declined.json()).toMatchObject({ message: postMessages.collabDeclined, data: { status: 'DECLINED' } });
    const again = await answer(partner.headers, post._id, request._id, 'ACCEPTED');
    expect([again.statusCode, again.json().message]).toEqual([409, postMessages.collabRequestAnswered]);

    const fan = await signedInFan(testApp);
    await fundWallet(testApp, fan.id, 100_00);
    await unlock(fan.headers, post._id);
    expect(await balance(testApp.db, accounts.creatorPending(partner.id))).toBe(0n);
    expect(await balance(testApp.db, accounts.creatorPending(author.id))).toBe(800n);
  });

  it('answers one of 10 concurrent answers and refuses the rest as answered', async () => {
    const { partner, post, request } = await paidPostWithCollaborator();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => answer(partner.headers, post._id, request._id, index % 2 ? 'ACCEPTED' : 'DECLINED')));
    expect(answers.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((response) => response.statusCode === 409)).toHaveLength(9);
  });

  it('lets only the invited creator answer: anyone else, or an unknown request, gets 404', async () => {
    const { author, post, request } = await paidPostWithCollaborator();
    const stranger = await creatorWithChannel(testApp);
    for (const [headers, postId, requestId] of [
      [stranger.headers, post._id, request._id],
      [author.headers, post._id, request._id],
      [stranger.headers, post._id, randomUUID()],
      [stranger.headers, randomUUID(), request._id],
    ] as const) {
      const response = await answer(headers, postId, requestId, 'ACCEPTED');
      expect([response.statusCode, response.json().message]).toEqual([404, postMessages.collabRequestNotFound]);
    }
    const bad = await answer(author.headers, post._id, request._id, 'MAYBE');
    expect([bad.statusCode, bad.json().fields?.status]).toEqual([400, postMessages.collabRequestAnswerRequired]);
  });
});
