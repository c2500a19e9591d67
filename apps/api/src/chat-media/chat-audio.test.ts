import type { ChatMediaView, ChatMessage } from '@velvet/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundWallet, idempotencyHeader } from '../../test/support/money.ts';
import { multipartFile } from '../../test/support/posts.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { chatUser, entryOf, type ChatUserHandle } from '../chat/test-support.ts';
import { accounts, balance, verifyLedger } from '../ledger/index.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** The first bytes of a WebM file (its EBML header), then filler: what the server checks is the header. */
const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(2000, 7)]);

const sendAudio = (user: ChatUserHandle, query: string, body = webm, filename = 'voice.webm') => {
  const { payload, headers } = multipartFile({ filename, type: 'audio/webm', body });
  return testApp.app.inject({ method: 'POST', url: `/api/chat-media/audio?${query}`, headers: { ...user.headers, ...headers }, payload });
};
const viewOf = async (user: ChatUserHandle, id: string) => (await user.call('GET', `/api/chat-media/${id}`)).json<{ data: ChatMediaView }>().data;

async function pair() {
  const creator = await chatUser(testApp, 'CREATOR');
  const fan = await chatUser(testApp);
  const conversation = entryOf(await creator.open(fan.id));
  return { creator, fan, conversation };
}

describe('POST /api/chat-media/audio', () => {
  it('sends a free voice message both members can play', async () => {
    const { creator, fan, conversation } = await pair();
    const response = await sendAudio(creator, `channel_id=${conversation._id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Audio sent successfully');
    const message = response.json<{ data: ChatMessage }>().data;
    expect(message.meta).toMatchObject({ type: 'VOICE', is_audio: true, paid: false, is_unlocked: true, media_fee: 0 });
    const seen = await viewOf(fan, message.meta.chat_media_id!);
    expect(seen).toMatchObject({ is_audio: true, is_unlocked: true, media: [{ type: 'audio' }] });
    const bytes = await testApp.app.inject({ method: 'GET', url: seen.media[0]!.url!, headers: fan.headers });
    expect([bytes.statusCode, bytes.headers['content-type'], bytes.rawPayload.length]).toEqual([200, 'audio/webm', webm.length]);
    const buy = await testApp.app.inject({
      method: 'POST',
      url: '/api/chat-media/purchase',
      headers: { ...fan.headers, ...idempotencyHeader(randomUUID()) },
      payload: { chat_media_id: message.meta.chat_media_id, payment_mode: 'wallet', seller_id: creator.id, converse_id: conversation._id, converse_message_id: message._id },
    });
    expect([buy.statusCode, buy.json().message]).toEqual([400, 'This media is free']);
  });

  it('sends a paid voice message the fan buys as AudioMediaPurchase', async () => {
    const { creator, fan, conversation } = await pair();
    const message = (await sendAudio(creator, `channel_id=${conversation._id}&media_fee=6`)).json<{ data: ChatMessage }>().data;
    expect(message.meta).toMatchObject({ type: 'chat-unlock', is_audio: true, paid: true, is_unlocked: false, media_fee: 6 });
    const chatMediaId = message.meta.chat_media_id!;
    const locked = await viewOf(fan, chatMediaId);
    expect(locked.media[0]).toMatchObject({ url: null, preview_url: null, type: 'audio' });
    const creatorLink = (await viewOf(creator, chatMediaId)).media[0]!.url!;
    expect((await testApp.app.inject({ method: 'GET', url: creatorLink.replace(`v=${creator.id}`, `v=${fan.id}`), headers: fan.headers })).statusCode).toBe(403);

    await fundWallet(testApp, fan.id, 5000);
    const bought = await testApp.app.inject({
      method: 'POST',
      url: '/api/chat-media/purchase',
      headers: { ...fan.headers, ...idempotencyHeader(randomUUID()) },
      payload: { chat_media_id: chatMediaId, payment_mode: 'wallet', seller_id: creator.id, converse_id: conversation._id, converse_message_id: message._id },
    });
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json().data).toMatchObject({ category: 'AudioMediaPurchase', amount: 6 });
    expect(await balance(testApp.db, accounts.fanWallet(fan.id))).toBe(4400n);
    expect((await verifyLedger(testApp.db)).drift).toBe(0);
    const unlocked = await viewOf(fan, chatMediaId);
    expect((await testApp.app.inject({ method: 'GET', url: unlocked.media[0]!.url!, headers: fan.headers })).statusCode).toBe(200);
  });

  it('refuses a fee under $5, a file that is not audio, no file, a fan’s fee and an outsider', async () => {
    const { creator, fan, conversation } = await pair();
    const low = await sendAudio(creator, `channel_id=${conversation._id}&media_fee=4`);
    expect([low.statusCode, low.json().message]).toEqual([400, 'Price must be at least $5']);
    const notAudio = await sendAudio(creator, `channel_id=${conversation._id}`, Buffer.from('<html>not audio</html>'), 'voice.webm');
    expect([notAudio.statusCode, notAudio.json().message]).toEqual([400, 'Voice messages must be WebM or Ogg audio']);
    const none = await creator.call('POST', `/api/chat-media/audio?channel_id=${conversation._id}`, {});
    expect([none.statusCode, none.json().message]).toEqual([400, 'Record a voice message first']);
    const priced = await sendAudio(fan, `channel_id=${conversation._id}&media_fee=10`);
    expect([priced.statusCode, priced.json().message]).toEqual([403, 'Only creators can put an unlock fee on a voice message']);
    const outsider = await chatUser(testApp, 'CREATOR');
    expect((await sendAudio(outsider, `channel_id=${conversation._id}`)).statusCode).toBe(404);
  });

  it('lets a fan send a free voice note the creator can play', async () => {
    const { creator, fan, conversation } = await pair();
    const response = await sendAudio(fan, `channel_id=${conversation._id}`);
    expect([response.statusCode, response.json().message]).toEqual([200, 'Audio sent successfully']);
    const message = response.json<{ data: ChatMessage }>().data;
    expect(message).toMatchObject({ sender_id: fan.id, meta: { type: 'VOICE', is_audio: true, paid: false, is_unlocked: true } });
    const heard = await viewOf(creator, message.meta.chat_media_id!);
    const bytes = await testApp.app.inject({ method: 'GET', url: heard.media[0]!.url!, headers: creator.headers });
    expect([bytes.statusCode, bytes.headers['content-type']]).toEqual([200, 'audio/webm']);
  });

  it('refuses a voice message over 10 MB', async () => {
    const { creator, conversation } = await pair();
    const big = Buffer.concat([webm, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await sendAudio(creator, `channel_id=${conversation._id}`, big);
    expect([response.statusCode, response.json().message]).toEqual([413, 'A voice message can be at most 10 MB']);
  });
});
