import { chatEvents, chatMessages, type ChatMessage, type MessageKind, type OnDemandPlan, type Service, type SocketAck } from '@velvet/contracts';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fundWallet, idempotencyHeader } from '../../test/support/money.ts';
import { multipartFile, uploadImage } from '../../test/support/posts.ts';
import { uploadPicture } from '../../test/support/media.ts';
import { connectSocket } from '../../test/support/sockets.ts';
import { createTestApp, signIn, type TestApp } from '../../test/support/test-app.ts';
import { customFlexible, requestsUser, type Paid } from '../requests/test-support.ts';
import { chatMessagesTable } from './schema.ts';
import { chatUser, entryOf, messageOf, subscribeToNewChannel } from './test-support.ts';

let testApp: TestApp;
let baseUrl: string;
const opened: Socket[] = [];
beforeAll(async () => {
  testApp = await createTestApp();
  baseUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
});
afterEach(() => {
  for (const socket of opened.splice(0)) socket.close();
});
afterAll(() => testApp.close());

type Member = { id: string; username: string; headers: Record<string, string> };
type Made = { sender: Member; other: Member; message: ChatMessage };

const inject = (member: Member, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method, url, headers: { ...member.headers, ...headers }, ...(payload && { payload }) });

async function socketOf(member: Member): Promise<Socket> {
  const socket = await connectSocket(baseUrl, (await signIn(testApp, member.username)).token);
  opened.push(socket);
  return socket;
}

const editOverSocket = (socket: Socket, messageId: string, text: string) =>
  socket.timeout(5000).emitWithAck(chatEvents.edit, { message_id: messageId, message_text: text }) as Promise<SocketAck<ChatMessage>>;

/** The newest message of the pair's conversation, as `viewer` reads it. */
async function newest(viewer: Member, peer: Member): Promise<ChatMessage> {
  const conversation = entryOf(await inject(viewer, 'POST', '/api/chat/conversations', { user_id: peer.id }));
  return (await inject(viewer, 'GET', `/api/chat/conversations/${conversation._id}/messages?limit=1`)).json<{ data: { items: ChatMessage[] } }>().data.items[0]!;
}

const storedRow = async (id: string) => (await testApp.db.select().from(chatMessagesTable).where(eq(chatMessagesTable.id, id)))[0]!;

/** A fan's paid custom request (flexible, $25) to a new creator. */
async function customRequest() {
  const creator = await requestsUser(testApp, 'CREATOR');
  const service = await creator.offer(customFlexible);
  const fan = await requestsUser(testApp, 'USER', 10_000);
  const sent = await fan.request({ type: 'CUSTOM-SERVICE', target_user: creator.id, service_id: service._id, proposed_amount: 25, request_note: 'Say hi to my sister' });
  expect(sent.statusCode, sent.body).toBe(200);
  return { creator, fan, request: sent.json<Paid>().data.request };
}

/** How each kind of message is made, by the flow that makes it for real. */
const makers: Record<Exclude<MessageKind, 'text'>, () => Promise<Made>> = {
  request: async () => {
    const { creator, fan } = await customRequest();
    return { sender: fan, other: creator, message: await newest(fan, creator) };
  },
  'counter-offer': async () => {
    const { creator, fan, request } = await customRequest();
    expect((await creator.respond(request._id, { counter_offer_price: 30, counter_description: 'Longer video' })).statusCode).toBe(200);
    return { sender: creator, other: fan, message: await newest(fan, creator) };
  },
  'request-accepted': async () => {
    const { creator, fan, request } = await customRequest();
    expect((await creator.respond(request._id, { status: 1, details: 'Here it is', media: [{ path: await creator.upload(), type: 'image' }] })).statusCode).toBe(200);
    return { sender: creator, other: fan, message: await newest(fan, creator) };
  },
  'accept-call': async () => {
    const creator = await requestsUser(testApp, 'CREATOR');
    const service = await creator.offer({ type: 'VIDEO', name: 'Video chat', service_type: 'per_minute', price: 5 });
    const fan = await requestsUser(testApp, 'USER', 5000);
    const request = (await fan.request({ type: 'VIDEO', target_user: creator.id, service_id: service._id, proposed_duration: 1 })).json<Paid>().data.request;
    expect((await creator.respond(request._id, { status: 1 })).statusCode).toBe(200);
    return { sender: creator, other: fan, message: await newest(fan, creator) };
  },
  'paid-media': async () => {
    const creator = await chatUser(testApp, 'CREATOR');
    const fan = await chatUser(testApp);
    const conversation = entryOf(await creator.open(fan.id));
    const photo = await uploadImage(testApp, creator.headers);
    const sent = await creator.call('POST', '/api/chat-media/messages', { channel_id: conversation._id, message_text: 'For you', media_ids: [photo._id], media_fee: 10 });
    return { sender: creator, other: fan, message: messageOf(sent) };
  },
  voice: async () => {
    const creator = await chatUser(testApp, 'CREATOR');
    const fan = await chatUser(testApp);
    const conversation = entryOf(await creator.open(fan.id));
    const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(2000, 7)]);
    const file = multipartFile({ filename: 'voice.webm', type: 'audio/webm', body: webm });
    const sent = await testApp.app.inject({ method: 'POST', url: `/api/chat-media/audio?channel_id=${conversation._id}`, headers: { ...creator.headers, ...file.headers }, payload: file.payload });
    return { sender: creator, other: fan, message: messageOf(sent) };
  },
  'mass-message': async () => {
    const creator = await chatUser(testApp, 'CREATOR');
    const fan = await chatUser(testApp);
    await subscribeToNewChannel(testApp, fan, creator.id);
    expect((await creator.call('POST', '/api/mass-messages', { audience: { type: 'all' }, message_text: 'Hello all' })).statusCode).toBe(201);
    await testApp.services.massMessages.deliverDue();
    return { sender: creator, other: fan, message: await newest(fan, creator) };
  },
  'direct-message': async () => {
    const creator = await chatUser(testApp, 'CREATOR');
    const fan = await chatUser(testApp);
    await fundWallet(testApp, fan.id, 5000);
    const conversation = entryOf(await fan.open(creator.id));
    const dmPlan = (await fan.call('GET', '/api/plans/on-demand')).json<{ data: OnDemandPlan[] }>().data[1]!;
    const bought = await inject(fan, 'POST', `/api/plans/on-demand/${dmPlan._id}/packages/${dmPlan.package[0]!._id}/buy`, { payment_mode: 'wallet' }, idempotencyHeader());
    expect(bought.statusCode).toBe(200);
    const sent = await fan.call('POST', '/api/chat/direct-message', { channel_id: conversation._id, message: 'Hello from a DM', media: [], vault_media_ids: [] });
    return { sender: fan, other: creator, message: sent.json<{ data: { message: ChatMessage } }>().data.message };
  },
  'chat-fee-message': async () => {
    const creator = await chatUser(testApp, 'CREATOR');
    const fan = await chatUser(testApp);
    const service = (await creator.call('POST', '/api/users/services', { type: 'CHAT-FEE', name: 'Talk to me', chat_fee_type: 'PerMessage', price: 5, amount_of_messages: 5 })).json<{ data: Service }>().data;
    await fundWallet(testApp, fan.id, 5000);
    const conversation = entryOf(await fan.open(creator.id));
    expect((await inject(fan, 'POST', '/api/users/purchase-chat-fee-service', { service_id: service._id, payment_mode: 'wallet' }, idempotencyHeader())).statusCode).toBe(200);
    return { sender: fan, other: creator, message: messageOf(await fan.send(conversation._id, 'One paid message')) };
  },
  'shared-item': async () => {
    const creator = await chatUser(testApp, 'CREATOR');
    const fan = await chatUser(testApp);
    const conversation = entryOf(await creator.open(fan.id));
    const post = (await creator.call('POST', '/api/posts', { text: 'Paid set', visibility: 'paid', price: 6 })).json<{ data: { _id: string } }>().data;
    const sent = await creator.call('POST', '/api/chat/shared-items', { channel_id: conversation._id, entity_type: 'post', entity_id: post._id });
    return { sender: creator, other: fan, message: messageOf(sent) };
  },
  'auto-message': async () => {
    const creator = await chatUser(testApp, 'CREATOR');
    const fan = await chatUser(testApp);
    await creator.call('PUT', '/api/users/auto-message', { enabled: true, text: 'Welcome to the club!' });
    await subscribeToNewChannel(testApp, fan, creator.id);
    return { sender: creator, other: fan, message: await newest(fan, creator) };
  },
};

describe('messages that record a request, a payment or the platform', () => {
  it.each(Object.keys(makers) as (keyof typeof makers)[])('%s: neither its sender nor the other member can edit or delete it, over HTTP or the socket', async (kind) => {
    const { sender, other, message } = await makers[kind]();
    expect(message.kind).toBe(kind);
    const before = await storedRow(message._id);

    for (const member of [sender, other]) {
      const overHttp = await inject(member, 'PATCH', `/api/chat/messages/${message._id}`, { message_text: 'rewritten' });
      expect([overHttp.statusCode, overHttp.json().message]).toEqual([403, chatMessages.messageLocked]);
      expect(await editOverSocket(await socketOf(member), message._id, 'rewritten')).toEqual({ ok: false, message: chatMessages.messageLocked });
      // Only a member's own plain messages can be deleted: these are refused and nothing goes.
      const deleted = await inject(member, 'DELETE', `/api/chat/messages/${message._id}`);
      expect([deleted.statusCode, deleted.json().message]).toEqual([403, chatMessages.deleteLocked]);
    }
    expect(await storedRow(message._id)).toEqual(before);
  });
});

describe('plain messages', () => {
  it('stay editable by their sender over HTTP and the socket, text and free photos alike, and by nobody else', async () => {
    const fan = await chatUser(testApp);
    const creator = await chatUser(testApp, 'CREATOR');
    const conversation = entryOf(await fan.open(creator.id));
    const photo = await uploadPicture(testApp, fan.headers);
    const withPhoto = messageOf(await fan.send(conversation._id, 'A photo', { media: [{ path: photo, type: 'image' }] }));
    expect(withPhoto.kind).toBe('text');
    expect(messageOf(await fan.call('PATCH', `/api/chat/messages/${withPhoto._id}`, { message_text: 'A photo of us' })).message_text).toBe('A photo of us');
    const text = messageOf(await fan.send(conversation._id, 'Hello'));
    expect(text.kind).toBe('text');

    const overHttp = await fan.call('PATCH', `/api/chat/messages/${text._id}`, { message_text: 'Hello there' });
    expect([overHttp.statusCode, messageOf(overHttp).message_text]).toEqual([200, 'Hello there']);
    const overSocket = await editOverSocket(await socketOf(fan), text._id, 'Hello again');
    expect(overSocket).toMatchObject({ ok: true, data: { message_text: 'Hello again', kind: 'text' } });

    const byOther = await creator.call('PATCH', `/api/chat/messages/${text._id}`, { message_text: 'Not yours' });
    expect([byOther.statusCode, byOther.json().message]).toEqual([403, chatMessages.ownMessagesOnly]);
    expect(await editOverSocket(await socketOf(creator), text._id, 'Not yours')).toEqual({ ok: false, message: chatMessages.ownMessagesOnly });
    expect((await storedRow(text._id)).text).toBe('Hello again');
  });
});
