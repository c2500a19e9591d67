import type { CallMemberPush, CallSession, CallSignalPush, CallTimeUpPush, ChatMessage, ServiceRequest, SocketAck } from '@velvet/contracts';
import { callEvents, callMessages, chatEvents } from '@velvet/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectSocket, nextEvent, recordEvents } from '../../test/support/sockets.ts';
import { createTestApp, signIn, type TestApp } from '../../test/support/test-app.ts';
import { serviceRequests } from '../requests/schema.ts';
import { requestsUser, type Paid, type RequestsUser } from '../requests/test-support.ts';

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

type Party = RequestsUser & { token: string; socket: Socket };

async function connected(user: RequestsUser): Promise<Socket> {
  const socket = await connectSocket(baseUrl, (await signIn(testApp, user.username)).token);
  opened.push(socket);
  return socket;
}

/** A member of the call, connected, with the call token the request shows them. */
async function party(user: RequestsUser, requestId: string): Promise<Party> {
  const request = (await user.get(requestId)).json<{ data: ServiceRequest }>().data;
  return { ...user, token: request.token[user.id] ?? '', socket: await connected(user) };
}

/** A signed-in user who is not part of the call. */
const outsider = async () => ({ socket: await connected(await requestsUser(testApp)) });

const ask = <T = unknown>(socket: Socket, event: string, payload: unknown) => socket.timeout(5000).emitWithAck(event, payload) as Promise<SocketAck<T>>;
const join = (who: { socket: Socket; token: string }, requestId: string) => ask<CallSession>(who.socket, callEvents.join, { request_id: requestId, token: who.token });
const offer = (socket: Socket, requestId: string) => ask(socket, callEvents.signal, { request_id: requestId, kind: 'offer', sdp: 'v=0 offer' });

/** An accepted one-minute VIDEO call between a new fan and a new creator, both connected. */
async function acceptedCall() {
  const creator = await requestsUser(testApp, 'CREATOR');
  const service = await creator.offer({ type: 'VIDEO', name: 'Video chat', service_type: 'per_minute', price: 5 });
  const fan = await requestsUser(testApp, 'USER', 5000);
  const request = (await fan.request({ type: 'VIDEO', target_user: creator.id, service_id: service._id, proposed_duration: 1 })).json<Paid>().data.request;
  expect((await creator.respond(request._id, { status: 1 })).statusCode).toBe(200);
  return { id: request._id, fan: await party(fan, request._id), creator: await party(creator, request._id) };
}

/** Moves the call's clock back, as if it had started `seconds` ago. */
const startedSecondsAgo = (id: string, seconds: number) =>
  testApp.db.update(serviceRequests).set({ startedAt: sql`now() - make_interval(secs => ${seconds})` }).where(eq(serviceRequests.id, id));
const startedAt = async (id: string) => (await testApp.db.select().from(serviceRequests).where(eq(serviceRequests.id, id)))[0]!.startedAt;

describe('joining a call', () => {
  it('lets in only its fan and creator, each with their own token', async () => {
    const { id, fan, creator } = await acceptedCall();
    const stranger = await outsider();
    expect(await join({ socket: stranger.socket, token: fan.token }, id)).toEqual({ ok: false, message: callMessages.notAllowed });
    expect(await join({ socket: fan.socket, token: creator.token }, id)).toEqual({ ok: false, message: callMessages.notAllowed });
    expect(await ask(stranger.socket, 'join-room', `call:${id}`)).toMatchObject({ ok: false });

    const joined = await join(fan, id);
    expect(joined).toMatchObject({ ok: true, data: { request_id: id, type: 'VIDEO', duration: 60, started_at: null, members: [fan.id] } });
    expect(await ask(stranger.socket, callEvents.signal, { request_id: id, kind: 'offer', sdp: 'v=0' })).toEqual({ ok: false, message: callMessages.notJoined });
  });

  it('starts the clock once, when both have joined, and broadcasts the joins', async () => {
    const { id, fan, creator } = await acceptedCall();
    await join(fan, id);
    expect(await startedAt(id)).toBeNull();
    const fanSeesJoin = nextEvent<CallMemberPush>(fan.socket, callEvents.joined);
    const fanSeesClock = nextEvent<CallSession>(fan.socket, callEvents.timerStarted);
    const answer = await join(creator, id);
    expect(await fanSeesJoin).toMatchObject({ request_id: id, user_id: creator.id });
    const clock = await fanSeesClock;
    expect(answer.ok && answer.data.started_at).toBe(clock.started_at);
    expect(new Date(clock.ends_at!).getTime() - new Date(clock.started_at!).getTime()).toBe(60_000);
    expect((await startedAt(id))?.toISOString()).toBe(clock.started_at);
  });

  it('keeps one clock when both join at the same moment', async () => {
    const { id, fan, creator } = await acceptedCall();
    const answers = await Promise.all([join(fan, id), join(creator, id)]);
    const started = await startedAt(id);
    expect(started).not.toBeNull();
    const seen = answers.map((answer) => (answer.ok ? answer.data.started_at : 'refused')).filter((value) => value !== null);
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen)).toEqual(new Set([started!.toISOString()]));
  });

  it('relays offers, answers and candidates only between the two members', async () => {
    const { id, fan, creator } = await acceptedCall();
    const stranger = await outsider();
    const overheard = recordEvents(stranger.socket, callEvents.signal);
    await join(fan, id);
    await join(creator, id);
    const fanGets = nextEvent<CallSignalPush>(fan.socket, callEvents.signal);
    expect(await offer(creator.socket, id)).toEqual({ ok: true, data: { relayed: true } });
    expect(await fanGets).toEqual({ request_id: id, kind: 'offer', sdp: 'v=0 offer', from: creator.id });
    const creatorGets = nextEvent<CallSignalPush>(creator.socket, callEvents.signal);
    const candidate = { candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 };
    await ask(fan.socket, callEvents.signal, { request_id: id, kind: 'ice', candidate });
    expect(await creatorGets).toMatchObject({ kind: 'ice', candidate, from: fan.id });
    expect(overheard).toEqual([]);
  });
});

describe('the paid time', () => {
  it('pushes timerup once the time has run out, sets the request to 4 and refuses signalling and joining', async () => {
    const { id, fan, creator } = await acceptedCall();
    await join(fan, id);
    await join(creator, id);
    await startedSecondsAgo(id, 61);
    const pushes = [nextEvent<CallTimeUpPush>(fan.socket, callEvents.timeUp), nextEvent<CallTimeUpPush>(creator.socket, callEvents.timeUp)];
    expect(await testApp.services.calls.endDue()).toEqual({ ended: 1 });
    expect(await Promise.all(pushes)).toEqual([
      { request_id: id, message: "Time's up!" },
      { request_id: id, message: "Time's up!" },
    ]);
    expect((await fan.get(id)).json<{ data: ServiceRequest }>().data.status).toBe(4);
    expect(await offer(creator.socket, id)).toEqual({ ok: false, message: callMessages.notJoined });
    expect(await join(fan, id)).toEqual({ ok: false, message: callMessages.over });
  });

  it('refuses signalling from a member once the clock has passed, before any job ran', async () => {
    const { id, fan, creator } = await acceptedCall();
    await join(fan, id);
    await join(creator, id);
    await startedSecondsAgo(id, 60);
    const timeUp = nextEvent<CallTimeUpPush>(fan.socket, callEvents.timeUp);
    expect(await offer(creator.socket, id)).toEqual({ ok: false, message: callMessages.over });
    expect(await timeUp).toMatchObject({ request_id: id });
    expect((await creator.get(id)).json<{ data: ServiceRequest }>().data.status).toBe(4);
  });

  it('continues the same clock when a member drops and rejoins', async () => {
    const { id, fan, creator } = await acceptedCall();
    await join(fan, id);
    const first = await join(creator, id);
    const fanSeesDrop = nextEvent<CallMemberPush>(fan.socket, callEvents.left);
    creator.socket.close();
    expect(await fanSeesDrop).toEqual({ request_id: id, user_id: creator.id, members: [fan.id] });
    await startedSecondsAgo(id, 20);
    const before = await startedAt(id);
    const back = await party(creator, id);
    const again = await join(back, id);
    expect(again).toMatchObject({ ok: true, data: { started_at: before!.toISOString(), members: expect.arrayContaining([fan.id, creator.id]) } });
    expect(first.ok && first.data.started_at).not.toBe(before!.toISOString());

    const fanSeesHangUp = nextEvent<CallMemberPush>(fan.socket, callEvents.left);
    expect(await ask(back.socket, callEvents.leave, { request_id: id })).toEqual({ ok: true, data: { left: true } });
    expect(await fanSeesHangUp).toMatchObject({ user_id: creator.id, members: [fan.id] });
    expect(await offer(back.socket, id)).toEqual({ ok: false, message: callMessages.notJoined });
  });

  it('refuses joining a call whose time has passed', async () => {
    const { id, fan, creator } = await acceptedCall();
    await join(fan, id);
    await join(creator, id);
    fan.socket.close();
    creator.socket.close();
    await startedSecondsAgo(id, 90);
    const back = await party(fan, id);
    expect(await join(back, id)).toEqual({ ok: false, message: callMessages.over });
    expect((await fan.get(id)).json<{ data: ServiceRequest }>().data.status).toBe(4);
  });
});

describe('call tokens', () => {
  it("reach only their own member: neither the request, the ACCEPT_CALL message nor any push shows a member the other's token", async () => {
    const creator = await requestsUser(testApp, 'CREATOR');
    const service = await creator.offer({ type: 'VOICE', name: 'Voice chat', service_type: 'fixed_duration', duration: 300, price: 12 });
    const fan = await requestsUser(testApp, 'USER', 5000);
    const request = (await fan.request({ type: 'VOICE', target_user: creator.id, service_id: service._id })).json<Paid>().data.request;
    const members = [
      { user: fan, other: creator, socket: await connected(fan), heard: [] as unknown[] },
      { user: creator, other: fan, socket: await connected(creator), heard: [] as unknown[] },
    ];
    for (const member of members) member.socket.onAny((event: string, ...payload: unknown[]) => member.heard.push([event, ...payload]));
    const pushed = members.map((member) => nextEvent<ChatMessage>(member.socket, chatEvents.message));

    const accepted = await creator.respond(request._id, { status: 1 });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await Promise.all(pushed)).map((message) => message.kind)).toEqual(['accept-call', 'accept-call']);
    const [row] = await testApp.db.select({ callTokens: serviceRequests.callTokens }).from(serviceRequests).where(eq(serviceRequests.id, request._id));
    const tokens = row!.callTokens;

    for (const { user, other, heard } of members) {
      const own = tokens[user.id]!;
      const read = (await user.get(request._id)).json<{ data: ServiceRequest }>().data;
      expect(read.token).toEqual({ [user.id]: own });
      const messages = await user.messages(other.id);
      expect(messages[0]).toMatchObject({ kind: 'accept-call', meta: { type: 'ACCEPT_CALL', reqId: request._id } });
      // The message both members read holds no token at all.
      expect(JSON.stringify(messages)).not.toContain(own);
      const conversations = (await user.inject('GET', '/api/chat/conversations')).json();
      const seen = JSON.stringify([read, messages, conversations, heard, user === creator ? accepted.json() : null]);
      expect(seen).not.toContain(tokens[other.id]!);
    }
  });
});
