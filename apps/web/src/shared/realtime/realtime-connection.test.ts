import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTokenStore } from '../api/token-store';
import { createRealtimeConnection, type RealtimeSocket } from './realtime-connection';

class FakeSocket implements RealtimeSocket {
  connected = false;
  active = false;
  connectCalls = 0;
  disconnected = false;
  private readonly listeners = new Map<string, (...args: never[]) => void>();
  private onAnyEvent: (event: string, payload: unknown) => void = () => undefined;

  connect() {
    this.connectCalls += 1;
    this.active = true;
  }
  disconnect() {
    this.disconnected = true;
    this.connected = false;
    this.active = false;
  }
  on(event: 'connect', listener: () => void): void;
  on(event: 'connect_error', listener: (error: Error) => void): void;
  on(event: 'disconnect', listener: (reason: string) => void): void;
  on(event: string, listener: (...args: never[]) => void) {
    this.listeners.set(event, listener);
  }
  onAny(listener: (event: string, payload: unknown) => void) {
    this.onAnyEvent = listener;
  }
  timeout() {
    return { emitWithAck: () => Promise.resolve({ ok: true, data: null }) };
  }

  serverAccepts() {
    this.connected = true;
    this.trigger('connect');
  }
  serverRefuses(message: string) {
    this.active = false;
    this.trigger('connect_error', new Error(message));
  }
  serverDisconnects(reason: string) {
    this.connected = false;
    if (reason === 'io server disconnect') this.active = false;
    this.trigger('disconnect', reason);
  }
  serverPushes(event: string, payload: unknown) {
    this.onAnyEvent(event, payload);
  }

  private trigger(event: string, ...args: unknown[]) {
    const listener = this.listeners.get(event) as ((...args: unknown[]) => void) | undefined;
    listener?.(...args);
  }
}

function setup() {
  const tokenStore = createTokenStore();
  const sockets: FakeSocket[] = [];
  let refreshes = 0;
  const connection = createRealtimeConnection({
    tokenStore,
    refreshSession: () => {
      refreshes += 1;
      tokenStore.setTokens({ token: `access-${refreshes + 1}` });
      return Promise.resolve(`access-${refreshes + 1}`);
    },
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return Promise.resolve(socket);
    },
  });
  const signIn = () => tokenStore.setTokens({ token: 'access-1' });
  return { connection, tokenStore, sockets, signIn, refreshes: () => refreshes };
}

const flushPromises = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createRealtimeConnection', () => {
  it('opens one socket when the user signs in and closes it on sign-out', async () => {
    const { connection, tokenStore, sockets, signIn } = setup();
    connection.start();
    expect(sockets).toHaveLength(0);

    signIn();
    signIn();
    await flushPromises();
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.connectCalls).toBe(1);

    tokenStore.clear();
    expect(sockets[0]?.disconnected).toBe(true);
  });

  it('hands pushed events to the listeners of that event only', async () => {
    const { connection, sockets, signIn } = setup();
    connection.start();
    signIn();
    await flushPromises();
    const received: unknown[] = [];
    connection.on('Notification', (payload) => received.push(payload));

    sockets[0]?.serverPushes('Notification', { message: 'Deposit Successful' });
    sockets[0]?.serverPushes('Other', { message: 'ignored' });

    expect(received).toEqual([{ message: 'Deposit Successful' }]);
  });

  it('tells reconnect listeners about every connect after the first', async () => {
    const { connection, sockets, signIn } = setup();
    connection.start();
    signIn();
    await flushPromises();
    let reconnects = 0;
    connection.onReconnect(() => (reconnects += 1));

    sockets[0]?.serverAccepts();
    expect(reconnects).toBe(0);
    sockets[0]?.serverAccepts();
    sockets[0]?.serverAccepts();
    expect(reconnects).toBe(2);
  });

  it('refreshes the session and connects again when the handshake says TOKEN_EXPIRED', async () => {
    const { connection, sockets, signIn, refreshes } = setup();
    connection.start();
    signIn();
    await flushPromises();

    sockets[0]?.serverRefuses('TOKEN_EXPIRED');
    await flushPromises();
    expect(refreshes()).toBe(1);
    expect(sockets[0]?.connectCalls).toBe(2);

    sockets[0]?.serverRefuses('TOKEN_EXPIRED');
    await flushPromises();
    expect(refreshes()).toBe(1);
  });

  it('tries a refused handshake again when new tokens arrive from elsewhere', async () => {
    const { connection, tokenStore, sockets, signIn } = setup();
    connection.start();
    signIn();
    await flushPromises();
    sockets[0]?.serverRefuses('UNAUTHENTICATED');

    tokenStore.setTokens({ token: 'access-9' });

    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.connectCalls).toBe(2);
  });

  it('leaves a socket alone while socket.io is still reconnecting it', async () => {
    const { connection, tokenStore, sockets, signIn } = setup();
    connection.start();
    signIn();
    await flushPromises();
    sockets[0]?.serverAccepts();
    sockets[0]?.serverDisconnects('transport close');

    tokenStore.setTokens({ token: 'access-9' });

    expect(sockets[0]?.connectCalls).toBe(1);
  });

  it('does not refresh for other handshake failures', async () => {
    const { connection, sockets, signIn, refreshes } = setup();
    connection.start();
    signIn();
    await flushPromises();

    sockets[0]?.serverRefuses('UNAUTHENTICATED');
    await flushPromises();

    expect(refreshes()).toBe(0);
  });

  it('connects again when the server closes the socket, which socket.io does not do by itself', async () => {
    const { connection, sockets, signIn } = setup();
    connection.start();
    signIn();
    await flushPromises();
    sockets[0]?.serverAccepts();

    sockets[0]?.serverDisconnects('io server disconnect');
    expect(sockets[0]?.connectCalls).toBe(2);

    sockets[0]?.serverDisconnects('transport close');
    expect(sockets[0]?.connectCalls).toBe(2);
  });

  it('sends requests over the connected socket', async () => {
    const { connection, sockets, signIn } = setup();
    connection.start();
    signIn();
    await flushPromises();
    sockets[0]?.serverAccepts();

    await expect(connection.emitWithAck('join-room', {}, z.null())).resolves.toBeNull();
  });

  it('opens no socket when the user signs out while its code is on its way', async () => {
    const { connection, tokenStore, sockets, signIn } = setup();
    connection.start();
    signIn();
    tokenStore.clear();
    await flushPromises();

    expect(sockets[0]?.connectCalls).toBe(0);
    signIn();
    await flushPromises();
    expect(sockets).toHaveLength(2);
    expect(sockets[1]?.connectCalls).toBe(1);
  });

  it("rejects requests with 'Socket not connected!' while signed out", async () => {
    const { connection } = setup();
    connection.start();

    await expect(connection.emitWithAck('join-room', {}, z.null())).rejects.toThrow('Socket not connected!');
  });
});
