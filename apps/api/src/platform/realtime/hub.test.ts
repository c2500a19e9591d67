import type { SocketAck } from '@velvet/contracts';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { connectSocket } from '../../../test/support/sockets.ts';
import { createTestApp, createUser, signIn, type TestApp } from '../../../test/support/test-app.ts';
import { AppError } from '../errors.ts';

let testApp: TestApp;
let baseUrl: string;
let socket: Socket;
let userId: string;
let running = 0;
let mostRunning = 0;

beforeAll(async () => {
  testApp = await createTestApp();
  testApp.hub.onRequest('echo', z.object({ text: z.string().min(1, 'Text is required') }), async (user, payload) => {
    if (payload.text === 'refuse') throw new AppError('FORBIDDEN', 'Not for you');
    if (payload.text === 'crash') throw new Error('internal detail');
    return { text: payload.text, from: user.id };
  });
  testApp.hub.onRequest('slow', z.object({ index: z.number() }), async (_user, payload) => {
    mostRunning = Math.max(mostRunning, ++running);
    await new Promise((resolve) => setTimeout(resolve, 50));
    running -= 1;
    return payload.index;
  });
  testApp.hub.registerRoomPolicy('club', async (user, room) => room === `club:${user.id}`);
  baseUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  const user = await createUser(testApp);
  userId = user.id;
  socket = await connectSocket(baseUrl, (await signIn(testApp, user.username)).token);
});
afterAll(async () => {
  socket?.close();
  await testApp.close();
});

const request = (event: string, payload: unknown) => socket.timeout(5000).emitWithAck(event, payload) as Promise<SocketAck>;

describe('emit-with-acknowledgement requests', () => {
  it('answers the handler result with the caller identified by the handshake', async () => {
    expect(await request('echo', { text: 'hi' })).toEqual({ ok: true, data: { text: 'hi', from: userId } });
  });

  it('answers the schema message for a bad payload', async () => {
    expect(await request('echo', { text: '' })).toEqual({ ok: false, message: 'Text is required' });
  });

  it('refuses a NUL byte or an unpaired surrogate in a payload, naming the field, before the handler', async () => {
    expect(await request('echo', { text: 'hi\u0000' })).toEqual({ ok: false, message: 'text: contains a character that is not allowed' });
    expect(await request('echo', { text: '\ud800' })).toEqual({ ok: false, message: 'text: contains a character that is not allowed' });
  });

  it("answers a refusal's message and masks an unexpected failure", async () => {
    expect(await request('echo', { text: 'refuse' })).toEqual({ ok: false, message: 'Not for you' });
    expect(await request('echo', { text: 'crash' })).toEqual({ ok: false, message: 'Something went wrong' });
  });

  it('handles at most twice the database pool at once and answers every request of a burst', async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, (_, index) => request('slow', { index })));
    expect(answers).toEqual(Array.from({ length: 60 }, (_, index) => ({ ok: true, data: index })));
    expect(mostRunning).toBe(2 * testApp.config.DATABASE_POOL_MAX);
  });
});

describe('rooms', () => {
  it('joins a room its policy allows and refuses others', async () => {
    expect(await request('join-room', `club:${userId}`)).toEqual({ ok: true, data: `club:${userId}` });
    expect(await request('join-room', 'club:someone-else')).toMatchObject({ ok: false });
    expect(await request('join-room', 'user:someone-else')).toMatchObject({ ok: false });
  });
});
