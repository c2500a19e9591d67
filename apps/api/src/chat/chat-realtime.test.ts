import { chatEvents, socketEvents, type ChatEntry, type ChatMessage, type ChatPresenceEvent, type ChatReadEvent, type SocketAck } from '@velvet/contracts';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadPicture } from '../../test/support/media.ts';
import { connectSocket, nextEvent, recordEvents } from '../../test/support/sockets.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { inTransaction } from '../platform/db/transaction.ts';
import { subscriptions } from '../subscriptions/schema.ts';
import { chatUser, entryOf, messageOf, subscribeToNewChannel, type ChatUserHandle } from './test-support.ts';

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

async function socketOf(user: ChatUserHandle) {
  const socket = await connectSocket(baseUrl, user.tokens.token);
  sockets.push(socket);
  return socket;
}

const ask = <T>(socket: Socket, event: string, payload: unknown) => socket.timeout(5000).emitWithAck(event, payload) as Promise<SocketAck<T>>;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('chat over the socket', () => {
  it('delivers a message sent over HTTP to the other member, and its read back to the sender', async () => {
    const fan = await chatUser(testApp);
    const creator = await chatUser(testApp, 'CREATOR');
    const conversation = entryOf(await fan.open(creator.id));
    const [fanSocket, creatorSocket] = await Promise.all([socketOf(fan), socketOf(creator)]);
    expect(await ask(creatorSocket, socketEvents.joinRoom, conversation.converse_channel_id)).toEqual({ ok: true, data: conversation.converse_channel_id });

    const creatorMessages = recordEvents<ChatMessage>(creatorSocket, chatEvents.message);
    const arrived = nextEvent<ChatMessage>(creatorSocket, chatEvents.message);
    const sent = messageOf(await fan.send(conversation._id, 'Hello from the fan'));
    expect(await arrived).toEqual(sent);
    await pause(200);
    // In the room and in their own room, the socket still hears it once.
    expect(creatorMessages).toHaveLength(1);

    const read = nextEvent<ChatReadEvent>(fanSocket, chatEvents.read);
    await creator.call('POST', `/api/chat/conversations/${conversation._id}/read`, { message_id: sent._id });
    expect(await read).toMatchObject({ converse_id: conversation._id, user_id: creator.id, message_id: sent._id });
  });

  it('pushes a photo to each member with a link signed for that member', async () => {
    const fan = await chatUser(testApp);
    const creator = await chatUser(testApp, 'CREATOR');
    const conversation = entryOf(await fan.open(creator.id));
    const [fanSocket, creatorSocket] = await Promise.all([socketOf(fan), socketOf(creator)]);
    const [toFan, toCreator] = [nextEvent<ChatMessage>(fanSocket, chatEvents.message), nextEvent<ChatMessage>(creatorSocket, chatEvents.message)];
    await fan.send(conversation._id, 'look', { media: [{ path: await uploadPicture(testApp, fan.headers), type: 'image' }] });
    expect((await toFan).media[0]!.path).toContain(`&v=${fan.id}&`);
    expect((await toCreator).media[0]!.path).toContain(`&v=${creator.id}&`);
  });

  it('sends over chat:send with an acknowledgement, and answers a refusal with its message', async () => {
    const fan = await chatUser(testApp);
    const creator = await chatUser(testApp, 'CREATOR');
    const conversation = entryOf(await fan.open(creator.id));
    const [fanSocket, creatorSocket] = await Promise.all([socketOf(fan), socketOf(creator)]);
    const [toFan, toCreator] = [nextEvent<ChatMessage>(fanSocket, chatEvents.message), nextEvent<ChatMessage>(creatorSocket, chatEvents.message)];
    const ack = await ask<ChatMessage>(fanSocket, chatEvents.send, { channel_id: conversation._id, message_text: 'over the socket' });
    expect(ack).toMatchObject({ ok: true, data: { message_text: 'over the socket', sender_id: fan.id } });
    // Both members hear the one push of a message without pictures, as the sender's acknowledgement says it.
    const sent = (ack as { data: ChatMessage }).data;
    expect(await toFan).toEqual(sent);
    expect(await toCreator).toEqual(sent);

    expect(await ask(fanSocket, chatEvents.send, { channel_id: conversation._id, message_text: '' })).toEqual({ ok: false, message: 'Please enter a message' });
    await creator.setPrivacy({ allow_messages_from: 'nobody' });
    expect(await ask(fanSocket, chatEvents.send, { channel_id: conversation._id, message_text: 'hi?' })).toEqual({ ok: false, message: 'This user does not accept messages' });
  });

  it('lets only the two members join the conversation room', async () => {
    const fan = await chatUser(testApp);
    const creator = await chatUser(testApp, 'CREATOR');
    const stranger = await chatUser(testApp);
    const conversation = entryOf(await fan.open(creator.id));
    const strangerSocket = await socketOf(stranger);
    expect(await ask(strangerSocket, socketEvents.joinRoom, conversation.converse_channel_id)).toEqual({ ok: false, message: 'You do not have access to this.' });
    expect(await ask(strangerSocket, socketEvents.joinRoom, 'conversation:not-a-uuid')).toMatchObject({ ok: false });
  });

  it('pushes presence to chat partners, and not for a user who hides it', async () => {
    const fan = await chatUser(testApp);
    const shown = await chatUser(testApp, 'CREATOR');
    const hidden = await chatUser(testApp, 'CREATOR');
    await hidden.setPrivacy({ show_online_status: false });
    await fan.open(shown.id);
    await fan.open(hidden.id);
    const fanSocket = await socketOf(fan);
    const presence = recordEvents<ChatPresenceEvent>(fanSocket, chatEvents.presence);

    const online = nextEvent<ChatPresenceEvent>(fanSocket, chatEvents.presence);
    const shownSocket = await socketOf(shown);
    expect(await online).toEqual({ user_id: shown.id, online: true });
    await socketOf(hidden);
    const entries: ChatEntry[] = (await fan.call('GET', '/api/chat/conversations')).json().data;
    expect(Object.fromEntries(entries.map((entry) => [entry.other._id, entry.other.online]))).toEqual({ [shown.id]: true, [hidden.id]: null });

    const offline = nextEvent<ChatPresenceEvent>(fanSocket, chatEvents.presence);
    shownSocket.close();
    expect(await offline).toEqual({ user_id: shown.id, online: false });
    expect(presence.filter((event) => event.user_id === hidden.id)).toEqual([]);
  });
});

describe('the creator’s auto-message', () => {
  it('arrives in the fan’s conversation once per subscription, live, when the auto-message is on', async () => {
    const fan = await chatUser(testApp);
    const creator = await chatUser(testApp, 'CREATOR');
    await creator.call('PUT', '/api/users/auto-message', { enabled: true, text: 'Welcome to the club!' });
    const fanSocket = await socketOf(fan);
    const arrived = nextEvent<ChatMessage>(fanSocket, chatEvents.message);

    await subscribeToNewChannel(testApp, fan, creator.id);
    expect(await arrived).toMatchObject({ sender_id: creator.id, message_text: 'Welcome to the club!', meta: { is_auto_message: true } });
    const [entry] = (await fan.call('GET', '/api/chat/conversations')).json().data as ChatEntry[];
    expect(entry).toMatchObject({ other: { _id: creator.id }, unread_count: 1, last_message: { message_text: 'Welcome to the club!' } });

    // The same subscription settling again (a webhook replay) sends no second welcome; a new subscription does.
    const [row] = await testApp.db.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.fanId, fan.id));
    await inTransaction(testApp.db, (unit) => testApp.services.chat.sendAutoMessage(unit, { fanId: fan.id, creatorId: creator.id, subscriptionId: row!.id }), (error) => {
      throw error;
    });
    await subscribeToNewChannel(testApp, fan, creator.id, { firstPurchase: false });
    const page = (await fan.call('GET', `/api/chat/conversations/${entry!._id}/messages`)).json().data;
    expect(page.items.map((item: ChatMessage) => item.message_text)).toEqual(['Welcome to the club!', 'Welcome to the club!']);
  });

  it('sends nothing when the auto-message is off', async () => {
    const fan = await chatUser(testApp);
    const creator = await chatUser(testApp, 'CREATOR');
    await creator.call('PUT', '/api/users/auto-message', { enabled: false, text: 'Not now' });
    await subscribeToNewChannel(testApp, fan, creator.id);
    expect((await fan.call('GET', '/api/chat/conversations')).json().data).toEqual([]);
  });
});

describe('the verification gate on chat (spec section 5)', () => {
  const IDENTITY = 'Complete your KYC (creator) or age verification to chat';

  it('refuses a message over the socket from a fan without age verification, and stores nothing', async () => {
    const fan = await chatUser(testApp, 'USER', { kycStatus: 'none' });
    const creator = await chatUser(testApp, 'CREATOR');
    const conversation = entryOf(await creator.open(fan.id));
    const socket = await socketOf(fan);
    expect(await ask(socket, chatEvents.send, { channel_id: conversation._id, message_text: 'Hi over the socket' })).toEqual({ ok: false, message: IDENTITY });
    const page = (await creator.call('GET', `/api/chat/conversations/${conversation._id}/messages`)).json().data;
    expect(page.items).toEqual([]);
  });
});
