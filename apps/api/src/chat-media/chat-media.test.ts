import type { ChatMediaView, ChatMessage, Transaction } from '@velvet/contracts';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundWallet, idempotencyHeader } from '../../test/support/money.ts';
import { uploadImage } from '../../test/support/posts.ts';
import { bearer, createTestApp, createUser, signIn, type TestApp } from '../../test/support/test-app.ts';
import { chatUser, entryOf, type ChatUserHandle } from '../chat/test-support.ts';
import { accounts, balance, verifyLedger } from '../ledger/index.ts';
import { transactions } from '../transactions/schema.ts';

let testApp: TestApp;
let adminHeaders: Record<string, string>;
beforeAll(async () => {
  testApp = await createTestApp();
  const admin = await createUser(testApp, { role: 'ADMIN' });
  adminHeaders = bearer(await signIn(testApp, admin.username));
});
afterAll(() => testApp.close());

const fetchBytes = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url, headers });
const viewOf = (user: ChatUserHandle, id: string) => user.call('GET', `/api/chat-media/${id}`);

/** A creator and a fan with $50 in one conversation, and a $10 paid photo message from the creator. */
async function paidPhoto({ fee = 10 } = {}) {
  const creator = await chatUser(testApp, 'CREATOR');
  const fan = await chatUser(testApp);
  const conversation = entryOf(await creator.open(fan.id));
  const photo = await uploadImage(testApp, creator.headers);
  const sent = await creator.call('POST', '/api/chat-media/messages', { channel_id: conversation._id, message_text: 'For you', media_ids: [photo._id], media_fee: fee });
  if (sent.statusCode !== 200) throw new Error(`send failed: ${sent.body}`);
  await fundWallet(testApp, fan.id, 5000);
  const message = sent.json<{ data: ChatMessage }>().data;
  return { creator, fan, conversation, photo, message, chatMediaId: message.meta.chat_media_id! };
}

const purchasePayload = ({ creator, conversation, message, chatMediaId }: Awaited<ReturnType<typeof paidPhoto>>, extra: object = {}) => ({
  chat_media_id: chatMediaId,
  payment_mode: 'wallet',
  seller_id: creator.id,
  converse_id: conversation._id,
  converse_message_id: message._id,
  creation_time: message.createdAt,
  ...extra,
});

const buy = (fan: ChatUserHandle, payload: object, key = randomUUID()) =>
  testApp.app.inject({ method: 'POST', url: '/api/chat-media/purchase', headers: { ...fan.headers, ...idempotencyHeader(key) }, payload });

describe('POST /api/chat-media/messages', () => {
  it('sends a paid photo: the message carries the fee, the fan gets a blurred preview only, the creator the original', async () => {
    const { creator, fan, message, chatMediaId, photo } = await paidPhoto();
    expect(message).toMatchObject({ sender_id: creator.id, message_text: 'For you', media: [], meta: { type: 'chat-unlock', media_fee: 10, is_unlocked: false, paid: true, is_audio: false } });

    const locked = (await viewOf(fan, chatMediaId)).json<{ data: ChatMediaView }>().data;
    expect(locked).toMatchObject({ is_unlocked: false, media_fee: 10, seller_id: creator.id });
    expect(locked.media[0]).toMatchObject({ _id: photo._id, url: null });
    expect(locked.media[0]!.preview_url).toBeTruthy();

    const own = (await viewOf(creator, chatMediaId)).json<{ data: ChatMediaView }>().data;
    expect(own.is_unlocked).toBe(true);
    expect((await fetchBytes(own.media[0]!.url!, creator.headers)).statusCode).toBe(200);
    expect((await fetchBytes(own.media[0]!.url!, fan.headers)).statusCode).toBe(403);
    // The creator's link is bound to the creator: the fan cannot reuse it under their own id.
    const forged = own.media[0]!.url!.replace(`v=${creator.id}`, `v=${fan.id}`);
    expect((await fetchBytes(forged, fan.headers)).statusCode).toBe(403);
  });

  it.each([
    ['no fee', {}, 'Unlock fee is required'],
    ['a fee under $5', { media_fee: 4.99 }, 'Price must be at least $5'],
    ['a fee over $50,000', { media_fee: 50_000.01 }, 'Price must be less than $50,000'],
    ['no photo', { media_fee: 5, media_ids: [] }, 'Add at least one photo'],
  ])('refuses %s', async (_case, payload, message) => {
    const creator = await chatUser(testApp, 'CREATOR');
    const fan = await chatUser(testApp);
    const conversation = entryOf(await creator.open(fan.id));
    const photo = await uploadImage(testApp, creator.headers);
    const response = await creator.call('POST', '/api/chat-media/messages', { channel_id: conversation._id, media_ids: [photo._id], ...payload });
    expect([response.statusCode, response.json().message]).toEqual([400, message]);
  });

  it('refuses fans, outsiders, someone else’s upload and an upload already sent', async () => {
    const { creator, fan, conversation, photo } = await paidPhoto();
    const asFan = await fan.call('POST', '/api/chat-media/messages', { channel_id: conversation._id, media_ids: [photo._id], media_fee: 5 });
    expect(asFan.statusCode).toBe(403);
    const outsider = await chatUser(testApp, 'CREATOR');
    const outsiderPhoto = await uploadImage(testApp, outsider.headers);
    const notMember = await outsider.call('POST', '/api/chat-media/messages', { channel_id: conversation._id, media_ids: [outsiderPhoto._id], media_fee: 5 });
    expect(notMember.statusCode).toBe(404);
    const othersUpload = await creator.call('POST', '/api/chat-media/messages', { channel_id: conversation._id, media_ids: [outsiderPhoto._id], media_fee: 5 });
    expect([othersUpload.statusCode, othersUpload.json().message]).toEqual([400, 'Photos must be your own unused uploads']);
    const again = await creator.call('POST', '/api/chat-media/messages', { channel_id: conversation._id, media_ids: [photo._id], media_fee: 5 });
    expect([again.statusCode, again.json().message]).toEqual([400, 'Photos must be your own unused uploads']);
  });
});

describe('POST /api/chat-media/purchase', () => {
  it('unlocks by wallet for the buyer only: meta is_unlocked, the original, the purchased list, the creator’s earnings', async () => {
    const paid = await paidPhoto();
    const { creator, fan, chatMediaId, message } = paid;
    const lockedUrlBefore = (await viewOf(creator, chatMediaId)).json<{ data: ChatMediaView }>().data.media[0]!.url!;
    const response = await buy(fan, purchasePayload(paid));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Media unlocked successfully');
    expect(response.json<{ data: Transaction }>().data).toMatchObject({ status: 'Completed', category: 'MediaPurchase', amount: 10 });
    expect(await balance(testApp.db, accounts.fanWallet(fan.id))).toBe(4000n);
    expect(await balance(testApp.db, accounts.creatorPending(creator.id))).toBeGreaterThan(0n);
    expect((await verifyLedger(testApp.db)).drift).toBe(0);
    expect((await testApp.services.notifications.list(creator.id, { limit: 1 })).items[0]).toMatchObject({ type: 'Post-Purchase' });

    const seen = (await viewOf(fan, chatMediaId)).json<{ data: ChatMediaView }>().data;
    expect(seen.is_unlocked).toBe(true);
    const bytes = await fetchBytes(seen.media[0]!.url!, fan.headers);
    expect(bytes.statusCode).toBe(200);
    expect(await sharp(bytes.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 600 });
    expect(lockedUrlBefore).not.toBe(seen.media[0]!.url);

    const page = (await fan.call('GET', '/api/chat/conversations/' + paid.conversation._id + '/messages')).json<{ data: { items: ChatMessage[] } }>().data;
    expect(page.items.find((item) => item._id === message._id)?.meta.is_unlocked).toBe(true);
    const purchased = (await fan.call('GET', '/api/users/purchase-media?page=1')).json().data;
    expect(purchased).toMatchObject({ page: 1, has_more: false, items: [{ _id: chatMediaId, is_unlocked: true }] });

    // Nobody outside the conversation sees the message or its bytes.
    const outsider = await chatUser(testApp);
    expect((await viewOf(outsider, chatMediaId)).statusCode).toBe(404);
    const outsiderLink = seen.media[0]!.url!.replace(`v=${fan.id}`, `v=${outsider.id}`);
    expect((await fetchBytes(outsiderLink, outsider.headers)).statusCode).toBe(403);
  });

  it('charges once under a retried key and under racing keys; drift stays 0', async () => {
    const paid = await paidPhoto();
    const key = randomUUID();
    const retried = await Promise.all([1, 2, 3].map(() => buy(paid.fan, purchasePayload(paid), key)));
    expect(new Set(retried.map((answer) => answer.json().data._id)).size).toBe(1);
    const again = await buy(paid.fan, purchasePayload(paid));
    expect([again.statusCode, again.json().message]).toEqual([409, 'You have already unlocked this media']);
    expect(await balance(testApp.db, accounts.fanWallet(paid.fan.id))).toBe(4000n);

    const other = await paidPhoto();
    const racing = await Promise.all([1, 2, 3, 4].map(() => buy(other.fan, purchasePayload(other))));
    expect(racing.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await balance(testApp.db, accounts.fanWallet(other.fan.id))).toBe(4000n);
    expect((await verifyLedger(testApp.db)).drift).toBe(0);
  });

  it('refuses a purchase while another of the same message is in flight', async () => {
    const paid = await paidPhoto();
    await testApp.db.insert(transactions).values({
      type: 'MediaPurchase',
      status: 'Pending',
      method: 'iDEAL',
      payerId: paid.fan.id,
      idempotencyKey: randomUUID(),
      amountCents: 1000,
      totalCents: 1000,
      traceable: { entity: 'chat_media', ref: paid.chatMediaId },
    });
    const blocked = await buy(paid.fan, purchasePayload(paid));
    expect([blocked.statusCode, blocked.json().message]).toEqual([409, 'A purchase of this media is already in progress']);
    expect(await balance(testApp.db, accounts.fanWallet(paid.fan.id))).toBe(5000n);
  });

  it('refuses a card, the seller, an outsider, a mismatched message and a short wallet', async () => {
    const paid = await paidPhoto();
    const card = await buy(paid.fan, purchasePayload(paid, { payment_mode: 'card' }));
    expect([card.statusCode, card.json().message]).toEqual([400, 'Chat media purchase: wallet and iDEAL only']);
    const own = await buy(paid.creator, purchasePayload(paid));
    expect([own.statusCode, own.json().message]).toEqual([400, 'You cannot buy your own media']);
    const outsider = await chatUser(testApp);
    await fundWallet(testApp, outsider.id, 5000);
    expect((await buy(outsider, purchasePayload(paid))).statusCode).toBe(404);
    const mismatch = await buy(paid.fan, purchasePayload(paid, { converse_message_id: randomUUID() }));
    expect([mismatch.statusCode, mismatch.json().message]).toEqual([400, 'This purchase does not match the message']);

    const poor = await paidPhoto({ fee: 100 });
    const short = await buy(poor.fan, purchasePayload(poor));
    expect([short.statusCode, short.json().message]).toEqual([400, 'Insufficient balance. Please add funds to your wallet.']);
    expect(await balance(testApp.db, accounts.fanWallet(poor.fan.id))).toBe(5000n);
    expect((await viewOf(poor.fan, poor.chatMediaId)).json<{ data: ChatMediaView }>().data.is_unlocked).toBe(false);
  });

  it('locks the message again when the purchase is refunded', async () => {
    const paid = await paidPhoto();
    const bought = (await buy(paid.fan, purchasePayload(paid))).json<{ data: Transaction }>().data;
    const url = (await viewOf(paid.fan, paid.chatMediaId)).json<{ data: ChatMediaView }>().data.media[0]!.url!;
    expect((await fetchBytes(url, paid.fan.headers)).statusCode).toBe(200);

    const refunded = await testApp.app.inject({ method: 'POST', url: `/api/admin/transactions/${bought._id}/refund`, headers: adminHeaders, payload: { reason: 'Blurry photo' } });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect((await fetchBytes(url, paid.fan.headers)).statusCode).toBe(403);
    const after = (await viewOf(paid.fan, paid.chatMediaId)).json<{ data: ChatMediaView }>().data;
    expect(after).toMatchObject({ is_unlocked: false, media: [{ url: null }] });
    expect(await balance(testApp.db, accounts.fanWallet(paid.fan.id))).toBe(5000n);
    expect((await verifyLedger(testApp.db)).drift).toBe(0);
    // Bought again after the refund, with a new key.
    expect((await buy(paid.fan, purchasePayload(paid))).statusCode).toBe(200);
  });
});
