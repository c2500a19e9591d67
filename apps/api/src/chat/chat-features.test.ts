import { chatEvents, type ChatEntry, type ChatMessage, type ChatTypingEvent } from '@velvet/contracts';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSocket, nextEvent } from '../../test/support/sockets.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { chatUser, entryOf, messageOf, type ChatUserHandle } from './test-support.ts';

let testApp: TestApp;
let baseUrl: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  testApp = await createTestApp();
  baseUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await testApp.close();
});

async function conversationBetween() {
  const fan = await chatUser(testApp);
  const creator = await chatUser(testApp, 'CREATOR');
  const conversation = entryOf(await fan.open(creator.id));
  return { fan, creator, conversation };
}

const itemsOf = async (user: ChatUserHandle, conversationId: string) =>
  (await user.call('GET', `/api/chat/conversations/${conversationId}/messages`)).json<{ data: { items: ChatMessage[] } }>().data.items;
const listOf = async (user: ChatUserHandle, query = '') => (await user.call('GET', `/api/chat/conversations${query}`)).json<{ data: ChatEntry[] }>().data;
const settings = (user: ChatUserHandle, conversationId: string, payload: object) => user.call('PUT', `/api/chat/conversations/${conversationId}/settings`, payload);
const remove = (user: ChatUserHandle, messageId: string) => testApp.app.inject({ method: 'DELETE', url: `/api/chat/messages/${messageId}`, headers: user.headers });

describe('DELETE /api/chat/messages/:id', () => {
  it('deletes my own plain message for both members, and pushes it', async () => {
    const { fan, creator, conversation } = await conversationBetween();
    const socket = await connectSocket(baseUrl, creator.tokens.token);
    sockets.push(socket);
    const sent = messageOf(await fan.send(conversation._id, 'Oops, wrong chat'));
    const pushed = nextEvent(socket, chatEvents.messageDeleted);
    const response = await remove(fan, sent._id);
    expect([response.statusCode, response.json().message]).toEqual([200, 'Message deleted']);
    expect(await pushed).toEqual({ converse_id: conversation._id, message_id: sent._id });
    expect(await itemsOf(creator, conversation._id)).toEqual([]);
  });

  it("refuses another member's message, an outsider, and paid or system messages", async () => {
    const { fan, creator, conversation } = await conversationBetween();
    const sent = messageOf(await fan.send(conversation._id, 'Mine'));
    const outsider = await chatUser(testApp);
    expect([(await remove(creator, sent._id)).statusCode, (await remove(creator, sent._id)).json().message]).toEqual([403, 'You can only delete your own messages']);
    expect((await remove(outsider, sent._id)).statusCode).toBe(404);
    const post = (await creator.call('POST', '/api/posts', { text: 'Paid set', visibility: 'paid', price: 6 })).json().data;
    const shared = messageOf(await creator.call('POST', '/api/chat/shared-items', { channel_id: conversation._id, entity_type: 'post', entity_id: post._id }));
    expect((await remove(creator, shared._id)).json().message).toBe('Requests, offers, calls, paid and system messages cannot be deleted');
    expect(await itemsOf(fan, conversation._id)).toHaveLength(2);
  });
});

describe('POST /api/chat/messages/:id/reactions', () => {
  it('toggles each member’s reaction in meta.reactions, concurrently without losing one', async () => {
    const { fan, creator, conversation } = await conversationBetween();
    const sent = messageOf(await fan.send(conversation._id, 'Good news!'));
    const react = (user: ChatUserHandle, emoji: string) => user.call('POST', `/api/chat/messages/${sent._id}/reactions`, { emoji });
    await Promise.all([react(fan, '❤️'), react(creator, '❤️'), react(creator, '🔥')]);
    expect((await itemsOf(fan, conversation._id))[0]!.meta.reactions).toEqual({ '❤️': expect.arrayContaining([fan.id, creator.id]), '🔥': [creator.id] });
    const undone = messageOf(await react(creator, '🔥'));
    expect(undone.meta.reactions).toEqual({ '❤️': expect.arrayContaining([fan.id, creator.id]) });
    expect((await react(fan, '💩')).json().message).toBe('Choose one of the offered reactions');
    expect((await react(await chatUser(testApp), '❤️')).statusCode).toBe(404);
  });
});

describe('mute, archive, block and search', () => {
  it('keeps a muted conversation out of the unread badge but not its own count', async () => {
    const { fan, creator, conversation } = await conversationBetween();
    await creator.send(conversation._id, 'Hello');
    const unread = async () => (await fan.call('GET', '/api/chat/unread-count')).json().data.unread;
    expect(await unread()).toBe(1);
    const muted = await settings(fan, conversation._id, { muted: true });
    expect(muted.json().data).toMatchObject({ muted: true, unread_count: 1 });
    expect(await unread()).toBe(0);
    await settings(fan, conversation._id, { muted: false });
    expect(await unread()).toBe(1);
  });

  it('moves an archived conversation to the archived list and back', async () => {
    const { fan, conversation } = await conversationBetween();
    await settings(fan, conversation._id, { archived: true });
    expect((await listOf(fan)).map((entry) => entry._id)).not.toContain(conversation._id);
    expect((await listOf(fan, '?archived=true')).map((entry) => entry._id)).toEqual([conversation._id]);
    await settings(fan, conversation._id, { archived: false });
    expect((await listOf(fan)).map((entry) => entry._id)).toContain(conversation._id);
  });

  it('stops both members from writing while one has blocked the other, with each their own message', async () => {
    const { fan, creator, conversation } = await conversationBetween();
    const blocked = await settings(creator, conversation._id, { blocked: true });
    expect(blocked.json().data).toMatchObject({ blocked: true, blocked_by_other: false });
    expect(entryOf(await fan.call('GET', `/api/chat/conversations/${conversation._id}`))).toMatchObject({ blocked: false, blocked_by_other: true });
    expect((await fan.send(conversation._id, 'Hi?')).json().message).toBe('You cannot message this user');
    expect((await creator.send(conversation._id, 'Hi?')).json().message).toBe('You blocked this user. Unblock them to write.');
    await settings(creator, conversation._id, { blocked: false });
    expect((await fan.send(conversation._id, 'Hi again')).statusCode).toBe(200);
    expect((await settings(fan, conversation._id, {})).statusCode).toBe(400);
    expect((await settings(await chatUser(testApp), conversation._id, { muted: true })).statusCode).toBe(404);
  });

  it('finds conversations by the other member’s name or a message’s text, escaping wildcards', async () => {
    const { fan, creator, conversation } = await conversationBetween();
    const other = await chatUser(testApp, 'CREATOR');
    entryOf(await fan.open(other.id));
    await creator.send(conversation._id, 'The recipe is 50% butter');
    const ids = async (search: string) => (await listOf(fan, `?search=${encodeURIComponent(search)}`)).map((entry) => entry._id);
    expect(await ids(creator.username)).toEqual([conversation._id]);
    expect(await ids('50% butter')).toEqual([conversation._id]);
    expect(await ids('%')).toEqual([conversation._id]);
    expect(await ids('nothing like this')).toEqual([]);
  });
});

describe('typing indicator', () => {
  it('tells the other member, and only members may say it', async () => {
    const { fan, creator, conversation } = await conversationBetween();
    const [fanSocket, creatorSocket] = await Promise.all([connectSocket(baseUrl, fan.tokens.token), connectSocket(baseUrl, creator.tokens.token)]);
    sockets.push(fanSocket, creatorSocket);
    const heard = nextEvent<ChatTypingEvent>(creatorSocket, chatEvents.typing);
    expect(await fanSocket.timeout(5000).emitWithAck(chatEvents.typing, { converse_id: conversation._id })).toEqual({ ok: true, data: null });
    expect(await heard).toEqual({ converse_id: conversation._id, user_id: fan.id });
    const outsider = await chatUser(testApp);
    const outsiderSocket = await connectSocket(baseUrl, outsider.tokens.token);
    sockets.push(outsiderSocket);
    expect(await outsiderSocket.timeout(5000).emitWithAck(chatEvents.typing, { converse_id: conversation._id })).toEqual({ ok: false, message: 'Conversation not found' });
  });
});
