import type { ChatMessage, MediaItem, OnDemandPlan, VaultFolder, VaultItem, VaultPage } from '@velvet/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishedUpload, openMedia } from '../../test/support/media.ts';
import { fundWallet, idempotencyHeader } from '../../test/support/money.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { chatUser, entryOf, type ChatUserHandle } from '../chat/test-support.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const uploaded = (user: ChatUserHandle, width = 120) => finishedUpload(testApp, user.headers, width);

const vaultOf = async (user: ChatUserHandle, query = '') => (await user.call('GET', `/api/vault${query}`)).json<{ data: VaultPage }>().data;

describe('the vault', () => {
  it('keeps a creator’s uploads in folders, and only theirs', async () => {
    const creator = await chatUser(testApp, 'CREATOR');
    const [first, second] = [await uploaded(creator), await uploaded(creator, 200)];
    const folder = await creator.call('POST', '/api/vault/folders', { name: 'Beach set' });
    expect(folder.statusCode).toBe(201);
    const folderId = folder.json<{ data: VaultFolder }>().data._id;
    expect((await creator.call('POST', '/api/vault/folders', { name: 'beach SET' })).json().message).toBe('You already have a folder with this name');
    expect((await creator.call('POST', '/api/vault/folders', { name: '  ' })).json().message).toBe('Enter a folder name');

    const added = await creator.call('POST', '/api/vault/items', { files: [{ path: first.path, type: 'image' }], folder_id: folderId });
    expect([added.statusCode, added.json().message]).toEqual([201, 'Added to the vault']);
    await creator.call('POST', '/api/vault/items', { files: [{ path: second.path, type: 'image' }] });

    const all = await vaultOf(creator);
    expect(all.total).toBe(2);
    expect(all.items.map((item) => item.width)).toEqual([200, 120]);
    expect(all.folders).toEqual([{ _id: folderId, name: 'Beach set', count: 1 }]);
    expect((await vaultOf(creator, `?folder_id=${folderId}`)).items.map((item) => item.width)).toEqual([120]);
    expect((await openMedia(testApp, all.items[0]!.path, creator.headers)).statusCode).toBe(200);

    // Moving into the folder, then deleting it: its items go back to the root.
    const moved = await creator.call('PATCH', `/api/vault/items/${all.items[0]!._id}`, { folder_id: folderId });
    expect(moved.json<{ data: VaultItem }>().data.folder_id).toBe(folderId);
    expect((await testApp.app.inject({ method: 'DELETE', url: `/api/vault/folders/${folderId}`, headers: creator.headers })).statusCode).toBe(204);
    expect((await vaultOf(creator)).items.map((item) => item.folder_id)).toEqual([null, null]);

    // Someone else's uploads, folders and items are out of reach; fans have no vault.
    const other = await chatUser(testApp, 'CREATOR');
    expect((await other.call('POST', '/api/vault/items', { files: [{ path: first.path, type: 'image' }] })).json().message).toBe('Upload the files first');
    expect((await other.call('PATCH', `/api/vault/items/${all.items[0]!._id}`, { folder_id: null })).statusCode).toBe(404);
    expect((await other.call('POST', `/api/vault/items/${all.items[0]!._id}/use`)).statusCode).toBe(404);
    expect((await vaultOf(other)).total).toBe(0);
    const fan = await chatUser(testApp);
    expect((await fan.call('GET', '/api/vault')).statusCode).toBe(403);
  });

  it('gives a post or a paid message a fresh copy of an item each time, with a blurred preview', async () => {
    const creator = await chatUser(testApp, 'CREATOR');
    const file = await uploaded(creator);
    const [item] = (await creator.call('POST', '/api/vault/items', { files: [{ path: file.path, type: 'image' }] })).json<{ data: VaultItem[] }>().data;
    const copies = await Promise.all([1, 2].map(async () => (await creator.call('POST', `/api/vault/items/${item!._id}/use`)).json<{ data: MediaItem }>().data));
    expect(new Set([item!._id, ...copies.map((copy) => copy._id)]).size).toBe(3);
    expect(copies[0]).toMatchObject({ type: 'image', width: 120, height: 80 });

    // A copy is an unused upload like any other: a paid chat message takes it.
    const fan = await chatUser(testApp);
    const conversation = entryOf(await creator.open(fan.id));
    const paid = await creator.call('POST', '/api/chat-media/messages', { channel_id: conversation._id, message_text: 'From the vault', media_ids: [copies[0]!._id], media_fee: 6 });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await vaultOf(creator)).total).toBe(1);
  });
});

describe('direct messages with files', () => {
  it('send a file without text; vault media must be the sender’s own', async () => {
    const creator = await chatUser(testApp, 'CREATOR');
    const fan = await chatUser(testApp);
    const conversation = entryOf(await fan.open(creator.id));
    const plans = (await fan.call('GET', '/api/plans/on-demand')).json<{ data: OnDemandPlan[] }>().data;
    const dmPlan = plans.find((plan) => plan.name === 'DirectMessage')!;
    await fundWallet(testApp, fan.id, 100_00);
    const bought = await testApp.app.inject({
      method: 'POST',
      url: `/api/plans/on-demand/${dmPlan._id}/packages/${dmPlan.package[0]!._id}/buy`,
      headers: { ...fan.headers, ...idempotencyHeader(randomUUID()) },
      payload: { payment_mode: 'wallet' },
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const photo = await uploaded(fan);
    const sent = await fan.call('POST', '/api/chat/direct-message', { channel_id: conversation._id, media: [{ path: photo.path, type: 'image' }] });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<{ data: { message: ChatMessage } }>().data.message).toMatchObject({ message_text: '', media: [{ type: 'image' }] });
    const empty = await fan.call('POST', '/api/chat/direct-message', { channel_id: conversation._id, message: ' ' });
    expect([empty.statusCode, empty.json().message]).toEqual([400, 'Please enter a message']);
  });
});
