import type { z } from 'zod';
import type { TokenStore } from '../api/token-store';
import { emitWithAck, type AckSocket } from './emit-with-ack';

/** The part of a socket.io client socket the connection drives. */
export type RealtimeSocket = AckSocket & {
  /** False once socket.io has given up, for example after the server refused the handshake. */
  readonly active: boolean;
  connect(): void;
  disconnect(): void;
  on(event: 'connect', listener: () => void): unknown;
  on(event: 'connect_error', listener: (error: Error) => void): unknown;
  on(event: 'disconnect', listener: (reason: string) => void): unknown;
  onAny(listener: (event: string, payload: unknown) => void): unknown;
};

type RealtimeConnectionOptions = {
  tokenStore: TokenStore;
  refreshSession: () => Promise<string>;
  /**
   * Creates a socket that does not connect by itself and sends the current access token on every attempt;
   * asynchronous, so the socket.io client is fetched only once someone signs in.
   */
  createSocket: () => Promise<RealtimeSocket>;
};

export type RealtimeConnection = ReturnType<typeof createRealtimeConnection>;

/**
 * Keeps one socket open while a session exists: opens it on sign-in, closes it on sign-out,
 * reconnects when the server drops it, refreshes the session when the handshake says TOKEN_EXPIRED,
 * and fans events out to listeners.
 */
export function createRealtimeConnection({ tokenStore, refreshSession, createSocket }: RealtimeConnectionOptions) {
  let socket: RealtimeSocket | null = null;
  let creating = false;
  let following = false;
  const eventListeners = new Map<string, Set<(payload: unknown) => void>>();
  const reconnectListeners = new Set<() => void>();

  function open() {
    creating = true;
    createSocket()
      .then((created) => {
        creating = false;
        // Signed out, or stopped, while the socket's code was on its way.
        if (following && tokenStore.getTokens() !== null) wire(created);
      })
      // The next change of session tries again.
      .catch(() => (creating = false));
  }

  function wire(opened: RealtimeSocket) {
    let hasConnected = false;
    let refreshedSinceConnect = false;

    opened.on('connect', () => {
      if (hasConnected) reconnectListeners.forEach((listener) => listener());
      hasConnected = true;
      refreshedSinceConnect = false;
    });
    opened.on('connect_error', (error) => {
      // A refused handshake is not retried by socket.io; one refresh per attempt avoids a loop.
      if (error.message !== 'TOKEN_EXPIRED' || refreshedSinceConnect) return;
      refreshedSinceConnect = true;
      // The new tokens reach followSession, which connects again.
      refreshSession().catch(() => undefined);
    });
    opened.on('disconnect', (reason) => {
      // socket.io reconnects by itself after a network drop, but not when the server closed the socket.
      if (reason === 'io server disconnect' && socket === opened) opened.connect();
    });
    opened.onAny((event, payload) => eventListeners.get(event)?.forEach((listener) => listener(payload)));

    socket = opened;
    opened.connect();
  }

  function close() {
    socket?.disconnect();
    socket = null;
  }

  function followSession() {
    const signedIn = tokenStore.getTokens() !== null;
    if (!signedIn) return close();
    if (!socket) return creating ? undefined : open();
    // New tokens (a refresh, here or by an HTTP call) are a reason to try a refused handshake again.
    if (!socket.active) socket.connect();
  }

  return {
    /** Starts following the session; returns the function that stops it and closes the socket. */
    start(): () => void {
      following = true;
      followSession();
      const unsubscribe = tokenStore.subscribe(followSession);
      return () => {
        following = false;
        unsubscribe();
        close();
      };
    },
    on(event: string, listener: (payload: unknown) => void): () => void {
      const listeners = eventListeners.get(event) ?? new Set();
      listeners.add(listener);
      eventListeners.set(event, listeners);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Listens for every connect after the first one, when missed events must be fetched again. */
    onReconnect(listener: () => void): () => void {
      reconnectListeners.add(listener);
      return () => {
        reconnectListeners.delete(listener);
      };
    },
    emitWithAck<T>(event: string, payload: unknown, schema: z.ZodType<T>): Promise<T> {
      return emitWithAck({ socket, event, payload, schema });
    },
  };
}
