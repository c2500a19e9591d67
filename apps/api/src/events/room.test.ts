import type { Event, EventRoomChatPush, EventRoomMemberPush, EventRoomSession, EventRoomSignalPush, SocketAck } from '@velvet/contracts';
import { EVENT_ROOM_VIEWERS_MAX, eventRoomEvents, eventRoomMessages } from '@velvet/contracts';
import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyHeader } from '../../test/support/money.ts';
import { signedIn } from '../../test/support/shop.ts';
import { connectSocket, nextEvent, recordEvents } from '../../test/support/sockets.ts';
import { createTestApp, signIn, type TestApp } from '../../test/support/test-app.ts';

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

type User = Awaited<ReturnType<typeof signedIn>>;
const ask = <T = unknown>(socket: Socket, event: string, payload: unknown) => socket.timeout(5000).emitWithAck(event, payload) as Promise<SocketAck<T>>;

async function connected(user: User): Promise<Socket> {
  const socket = await connectSocket(baseUrl, (await signIn(testApp, user.username)).token);
  opened.push(socket);
  return socket;
}

/** An online event starting in `startsInMinutes`, and fans holding tickets to it. */
async function eventWithHolders(holders: number, startsInMinutes = 5) {
  const creator = await signedIn(testApp, 'CREATOR');
  const start = Date.now() + startsInMinutes * 60_000;
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/api/events',
    headers: creator.headers,
    payload: { title: 'Live room', starts_at: new Date(start).toISOString(), ends_at: new Date(start + 3_600_000).toISOString(), time_zone: 'UTC', mode: 'online', capacity: 20, price: 0, audience: 'everyone' },
  });
  const event = created.json<{ data: Event }>().data;
  const fans = await Promise.all(Array.from({ length: holders }, () => signedIn(testApp, 'USER')));
  for (const fan of fans) {
    const bought = await testApp.app.inject({ method: 'POST', url: `/api/events/${event._id}/tickets`, headers: { ...fan.headers, ...idempotencyHeader() }, payload: { payment_mode: 'wallet' } });
    expect(bought.statusCode).toBe(200);
  }
  return { creator, event, fans };
}

describe('the online event room', () => {
  it('lets the creator and ticket holders in, relays the creator’s offer to one viewer, and carries the chat to everyone', async () => {
    const { creator, event, fans } = await eventWithHolders(2);
    const host = await connected(creator);
    const hosted = await ask<EventRoomSession>(host, eventRoomEvents.join, { event_id: event._id });
    expect(hosted).toMatchObject({ ok: true, data: { is_host: true, host_id: creator.id } });

    const [first, second] = await Promise.all(fans.map(connected));
    const joinedPush = nextEvent<EventRoomMemberPush>(host, eventRoomEvents.joined);
    const viewer = await ask<EventRoomSession>(first!, eventRoomEvents.join, { event_id: event._id });
    expect(viewer.ok && viewer.data.is_host).toBe(false);
    const joined = await joinedPush;
    expect(joined.member).toMatchObject({ user_id: fans[0]!.id, is_host: false });
    await ask(second!, eventRoomEvents.join, { event_id: event._id });

    const secondSignals = recordEvents(second!, eventRoomEvents.signal);
    const offer = nextEvent<EventRoomSignalPush>(first!, eventRoomEvents.signal);
    expect(await ask(host, eventRoomEvents.signal, { event_id: event._id, to: joined.member.socket_id, kind: 'offer', sdp: 'v=0 offer' })).toMatchObject({ ok: true });
    expect(await offer).toMatchObject({ kind: 'offer', sdp: 'v=0 offer', from: host.id, from_user: creator.id });
    // A viewer may answer the creator, never signal another viewer.
    const refused = await ask(second!, eventRoomEvents.signal, { event_id: event._id, to: joined.member.socket_id, kind: 'answer', sdp: 'v=0' });
    expect(refused).toEqual({ ok: false, message: eventRoomMessages.notInRoom });
    expect(secondSignals).toHaveLength(0);

    const line = nextEvent<EventRoomChatPush>(host, eventRoomEvents.chat);
    await ask(first!, eventRoomEvents.chat, { event_id: event._id, text: 'Hello from the front row' });
    expect(await line).toMatchObject({ user_id: fans[0]!.id, username: fans[0]!.username, text: 'Hello from the front row' });
  });

  it('refuses anyone without a ticket, before it opens, and past the documented number of viewers', async () => {
    const { event, fans } = await eventWithHolders(EVENT_ROOM_VIEWERS_MAX + 1);
    const stranger = await connected(await signedIn(testApp, 'USER'));
    expect(await ask(stranger, eventRoomEvents.join, { event_id: event._id })).toMatchObject({ ok: false, message: eventRoomMessages.noTicket });
    expect(await ask(stranger, eventRoomEvents.chat, { event_id: event._id, text: 'let me in' })).toMatchObject({ ok: false, message: eventRoomMessages.notJoined });
    expect(await ask(stranger, eventRoomEvents.join, { event_id: randomUUID() })).toMatchObject({ ok: false, message: eventRoomMessages.noTicket });

    const sockets = await Promise.all(fans.map(connected));
    const answers = [];
    for (const socket of sockets) answers.push(await ask(socket, eventRoomEvents.join, { event_id: event._id }));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(EVENT_ROOM_VIEWERS_MAX);
    expect(answers.at(-1)).toMatchObject({ ok: false, message: eventRoomMessages.full });

    const later = await eventWithHolders(1, 60);
    const early = await connected(later.fans[0]!);
    expect(await ask(early, eventRoomEvents.join, { event_id: later.event._id })).toMatchObject({ ok: false, message: eventRoomMessages.notOpen });
  });
});
