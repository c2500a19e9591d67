import type { ChatMessage, MassMessage, MultipartStarted, Transaction, UploadedFile, UploadedPart, VaultItem } from '@velvet/contracts';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundWallet, idempotencyHeader } from '../../test/support/money.ts';
import { pngOf } from '../../test/support/posts.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { chatUser, entryOf, subscribeToNewChannel, type ChatUserHandle } from '../chat/test-support.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** A photo in the creator's vault, through the resumable upload calls. */
async function vaultPhoto(creator: ChatUserHandle): Promise<VaultItem> {
  const png = await pngOf(120, 80);
  const started = (await creator.call('POST', '/api/uploads/multipart', { filename: 'pic.png', content_type: 'image/png', size: png.length })).json<{ data: MultipartStarted }>().data;
  const base = `/api/uploads/multipart/${encodeURIComponent(started.key)}/${started.upload_id}`;
  const part = await testApp.app.inject({ method: 'PUT', url: `${base}/parts/1`, headers: { ...creator.headers, 'content-type': 'application/octet-stream' }, payload: png });
  const file = (await creator.call('POST', `${base}/complete`, { parts: [part.json<{ data: UploadedPart }>().data] })).json<{ data: UploadedFile }>().data;
  return (await creator.call('POST', '/api/vault/items', { files: [{ path: file.path, type: 'image' }] })).json<{ data: VaultItem[] }>().data[0]!;
}

const deliver = () => testApp.services.massMessages.deliverDue();
const massSend = (creator: ChatUserHandle, payload: object) => creator.call('POST', '/api/mass-messages', payload);
const mine = async (creator: ChatUserHandle) => (await creator.call('GET', '/api/mass-messages')).json<{ data: MassMessage[] }>().data;

/** The messages the fan has from the creator, newest first. */
async function inbox(fan: ChatUserHandle, creator: ChatUserHandle): Promise<ChatMessage[]> {
  const conversation = await fan.call('POST', '/api/chat/conversations', { user_id: creator.id });
  if (conversation.statusCode !== 200) return [];
  const page = await fan.call('GET', `/api/chat/conversations/${entryOf(conversation)._id}/messages?limit=50`);
  return page.json<{ data: { items: ChatMessage[] } }>().data.items;
}

/** A creator with two channels: two subscribers of the first, one of the second. */
async function creatorWithFans() {
  const creator = await chatUser(testApp, 'CREATOR');
  const [a, b, c] = [await chatUser(testApp), await chatUser(testApp), await chatUser(testApp)];
  const { channel } = await subscribeToNewChannel(testApp, a, creator.id);
  const second = await subscribeToNewChannel(testApp, c, creator.id);
  await subscribeToNewChannel(testApp, b, creator.id);
  return { creator, a, b, c, channel, secondChannel: second.channel };
}

describe('POST /api/mass-messages', () => {
  it('sends a free text to all fans once each, and skips no one who may be written to', async () => {
    const { creator, a, b, c } = await creatorWithFans();
    const stranger = await chatUser(testApp);
    const queued = await massSend(creator, { audience: { type: 'all' }, message_text: 'Hello all' });
    expect(queued.statusCode).toBe(201);
    expect(queued.json().message).toBe('Mass message queued');
    await deliver();
    for (const fan of [a, b, c]) {
      const got = (await inbox(fan, creator)).filter((message) => message.meta.is_mass_message);
      expect(got.map((message) => [message.message_text, message.kind])).toEqual([['Hello all', 'mass-message']]);
    }
    expect(await inbox(stranger, creator)).toEqual([]);
    expect((await mine(creator))[0]).toMatchObject({ audience: { type: 'all' }, recipients: 3, sent: 3, skipped: 0, seen: 0, status: 'sent', media_fee: null });
  });

  it('sends to the live subscribers of one channel only', async () => {
    const { creator, a, c, secondChannel } = await creatorWithFans();
    expect((await massSend(creator, { audience: { type: 'channel', id: secondChannel.id }, message_text: 'Second channel news' })).statusCode).toBe(201);
    await deliver();
    expect((await inbox(c, creator)).map((message) => message.message_text)).toContain('Second channel news');
    expect((await inbox(a, creator)).map((message) => message.message_text)).not.toContain('Second channel news');
    expect((await mine(creator))[0]).toMatchObject({ recipients: 1, sent: 1 });
  });

  it('sends to a custom list, and refuses another creator’s list', async () => {
    const { creator, a, b } = await creatorWithFans();
    const list = (await creator.call('POST', '/api/lists', { title: 'VIP', user_ids: [b.id] })).json<{ data: { _id: string } }>().data;
    expect((await massSend(creator, { audience: { type: 'list', id: list._id }, message_text: 'VIP only' })).statusCode).toBe(201);
    await deliver();
    expect((await inbox(b, creator)).map((message) => message.message_text)).toContain('VIP only');
    expect((await inbox(a, creator)).map((message) => message.message_text)).not.toContain('VIP only');
    const other = await chatUser(testApp, 'CREATOR');
    const refused = await massSend(other, { audience: { type: 'list', id: list._id }, message_text: 'Stolen list' });
    expect([refused.statusCode, refused.json().message]).toEqual([404, 'List not found']);
  });

  it('respects each fan’s “Allow messages from”, and a banned fan gets nothing', async () => {
    const { creator, a, b, c } = await creatorWithFans();
    await a.setPrivacy({ allow_messages_from: 'nobody' });
    await testApp.db.execute(sql`update users set banned_at = now() where id = ${b.id}`);
    await massSend(creator, { audience: { type: 'all' }, message_text: 'Respectful' });
    await deliver();
    expect((await inbox(c, creator)).map((message) => message.message_text)).toContain('Respectful');
    const rows = await testApp.db.execute<{ fan_id: string; status: string }>(sql`select fan_id, status from mass_message_recipients r join mass_messages m on m.id = r.mass_message_id where m.creator_id = ${creator.id}`);
    expect(Object.fromEntries(rows.rows.map((row) => [row.fan_id, row.status]))).toEqual({ [a.id]: 'skipped', [b.id]: 'skipped', [c.id]: 'sent' });
    expect((await mine(creator))[0]).toMatchObject({ recipients: 3, sent: 1, skipped: 2 });
  });

  it('never sends twice: a re-run batch and concurrent runs find nothing left to send', async () => {
    const { creator, a } = await creatorWithFans();
    await massSend(creator, { audience: { type: 'all' }, message_text: 'Only once' });
    await Promise.all([deliver(), deliver(), testApp.services.massMessages.deliverBatch(1)]);
    await deliver();
    expect((await inbox(a, creator)).filter((message) => message.message_text === 'Only once')).toHaveLength(1);
    const chatRows = await testApp.db.execute<{ n: number }>(sql`select count(*)::int as n from chat_messages where sender_id = ${creator.id} and meta->>'is_mass_message' = 'true'`);
    expect(chatRows.rows[0]!.n).toBe(3);
  });

  it('refuses bad input with clear messages', async () => {
    const { creator } = await creatorWithFans();
    const cases: [object, string][] = [
      [{ audience: { type: 'all' } }, 'Write a message or add a photo'],
      [{ audience: { type: 'all' }, message_text: 'x', media_fee: 10 }, 'An unlock fee needs at least one photo'],
      [{ audience: { type: 'all' }, message_text: 'x', vault_media_ids: [randomUUID()] }, 'Unlock fee is required'],
      [{ audience: { type: 'all' }, message_text: 'x', vault_media_ids: [randomUUID()], media_fee: 10 }, 'This media is not in your vault'],
      [{ audience: { type: 'channel', id: randomUUID() }, message_text: 'x' }, 'Nobody in this audience can receive your message'],
    ];
    for (const [payload, message] of cases) {
      const response = await massSend(creator, payload);
      expect([response.statusCode >= 400 && response.statusCode < 500, response.json().message]).toEqual([true, message]);
    }
    const fan = await chatUser(testApp);
    expect((await massSend(fan, { audience: { type: 'all' }, message_text: 'x' })).statusCode).toBe(403);
  });
});

describe('paid mass messages', () => {
  it('gives each listed fan their own locked copy of a vault photo; an unlock counts with its income', async () => {
    const { creator, a, b } = await creatorWithFans();
    const photo = await vaultPhoto(creator);
    const list = (await creator.call('POST', '/api/lists', { title: 'Buyers', user_ids: [a.id, b.id] })).json<{ data: { _id: string } }>().data;
    expect((await massSend(creator, { audience: { type: 'list', id: list._id }, message_text: 'New set', vault_media_ids: [photo._id], media_fee: 12.5 })).statusCode).toBe(201);
    await deliver();
    const [forA] = (await inbox(a, creator)).filter((message) => message.meta.is_mass_message);
    const [forB] = (await inbox(b, creator)).filter((message) => message.meta.is_mass_message);
    expect(forA!.meta).toMatchObject({ type: 'chat-unlock', media_fee: 12.5, is_unlocked: false, paid: true });
    expect(forA!.meta.chat_media_id).not.toBe(forB!.meta.chat_media_id);

    await fundWallet(testApp, a.id, 5000);
    const bought = await testApp.app.inject({
      method: 'POST',
      url: '/api/chat-media/purchase',
      headers: { ...a.headers, ...idempotencyHeader(randomUUID()) },
      payload: { chat_media_id: forA!.meta.chat_media_id, payment_mode: 'wallet', seller_id: creator.id, converse_id: forA!.converse_id, converse_message_id: forA!._id },
    });
    expect(bought.statusCode).toBe(200);
    expect(bought.json<{ data: Transaction }>().data).toBeTruthy();
    await a.call('POST', `/api/chat/conversations/${forA!.converse_id}/read`, { message_id: forA!._id });

    const [summary] = await mine(creator);
    expect(summary).toMatchObject({ media_fee: 12.5, media_count: 1, recipients: 2, sent: 2, seen: 1, unlocked: 1, income: 12.5 });
    // B's copy is still locked: unlocking is per fan.
    const viewB = (await b.call('GET', `/api/chat-media/${forB!.meta.chat_media_id}`)).json<{ data: { is_unlocked: boolean } }>().data;
    expect(viewB.is_unlocked).toBe(false);
  });
});
