import { createAdapter } from '@socket.io/redis-adapter';
import type { SocketAck } from '@velvet/contracts';
import { messages, socketEvents } from '@velvet/contracts';
import type { Server as HttpServer } from 'node:http';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { Server, type Socket } from 'socket.io';
import type { z } from 'zod';
import { AppError } from '../errors.ts';
import type { AuthUser } from '../auth/tokens.ts';
import { assertStorableText } from '../http/text-guard.ts';
import { createRequestQueue } from './request-queue.ts';

type HubOptions = {
  httpServer: HttpServer;
  /** The user an access token names, refused like the HTTP guard refuses it. */
  authenticate: (token: string) => Promise<AuthUser>;
  logger: Logger;
  corsOrigin: string;
  redis?: Redis;
  /** Starts the adapter's channels (config REDIS_KEY_PREFIX). */
  redisKeyPrefix?: string;
  /** Socket requests handled at once by this process, the rest waiting in arrival order (twice the database pool keeps it busy). */
  requestConcurrency?: number;
};

type RequestHandler<S extends z.ZodType> = (user: AuthUser, payload: z.infer<S>, socket: Socket) => Promise<unknown>;

/** Decides whether a user may join a room; registered per room prefix by the domain that owns the room. */
export type RoomPolicy = (user: AuthUser, roomId: string) => Promise<boolean>;

const userRoom = (userId: string) => `user:${userId}`;

function ackError(error: unknown): SocketAck {
  if (error instanceof AppError && error.status < 500) return { ok: false, message: error.message };
  return { ok: false, message: messages.somethingWentWrong };
}

/**
 * socket.io on the API's port. Each socket is authenticated by its access token at handshake and joins
 * its user's room; with Redis, every API process reaches every socket.
 */
export function createRealtimeHub({ httpServer, authenticate, logger, corsOrigin, redis, redisKeyPrefix = '', requestConcurrency = 20 }: HubOptions) {
  const io = new Server(httpServer, { cors: { origin: corsOrigin, credentials: true } });
  const roomPolicies = new Map<string, RoomPolicy>();
  const requestHandlers: Array<(socket: Socket, user: AuthUser) => void> = [];
  const adapterClients: Redis[] = [];
  const requests = createRequestQueue(requestConcurrency);

  if (redis) {
    const publisher = redis.duplicate();
    const subscriber = redis.duplicate();
    adapterClients.push(publisher, subscriber);
    io.adapter(createAdapter(publisher, subscriber, { key: `${redisKeyPrefix}socket.io` }));
  }

  io.use(async (socket, next) => {
    const token = typeof socket.handshake.auth.token === 'string' ? socket.handshake.auth.token : '';
    try {
      socket.data.user = await authenticate(token);
      next();
    } catch (error) {
      next(new Error(error instanceof AppError ? error.code : 'UNAUTHENTICATED'));
    }
  });

  /** Registers an emit-with-acknowledgement request: the payload is parsed, the answer is a SocketAck. */
  function onRequest<S extends z.ZodType>(event: string, schema: S, handler: RequestHandler<S>): void {
    requestHandlers.push((socket, user) => {
      socket.on(event, async (payload: unknown, ack?: (answer: SocketAck) => void) => {
        if (typeof ack !== 'function') return;
        const parsed = schema.safeParse(payload);
        if (!parsed.success) return ack({ ok: false, message: parsed.error.issues[0]?.message ?? 'Invalid request' });
        try {
          assertStorableText(parsed.data, 'payload');
          ack({ ok: true, data: await requests.run(() => handler(user, parsed.data, socket)) });
        } catch (error) {
          if (!(error instanceof AppError)) logger.error({ err: error, event }, 'socket request failed');
          ack(ackError(error));
        }
      });
    });
  }

  function registerRoomPolicy(prefix: string, policy: RoomPolicy): void {
    roomPolicies.set(prefix, policy);
  }

  async function canJoin(user: AuthUser, room: string): Promise<boolean> {
    const [prefix] = room.split(':');
    const policy = prefix ? roomPolicies.get(prefix) : undefined;
    return policy ? policy(user, room) : false;
  }

  io.on('connection', (socket) => {
    const user = socket.data.user as AuthUser;
    void socket.join(userRoom(user.id));
    socket.on(socketEvents.joinRoom, async (room: unknown, ack?: (answer: SocketAck) => void) => {
      const allowed = typeof room === 'string' && (await canJoin(user, room).catch(() => false));
      if (allowed) await socket.join(room);
      ack?.(allowed ? { ok: true, data: room } : { ok: false, message: messages.forbidden });
    });
    socket.on(socketEvents.leaveRoom, async (room: unknown, ack?: (answer: SocketAck) => void) => {
      if (typeof room === 'string') await socket.leave(room);
      ack?.({ ok: true, data: room });
    });
    for (const attach of requestHandlers) attach(socket, user);
  });

  return {
    io,
    onRequest,
    registerRoomPolicy,
    emitToUser: (userId: string, event: string, payload: unknown) => io.to(userRoom(userId)).emit(event, payload),
    /** One emit to every socket of these users, each socket hearing it once. */
    emitToUsers: (userIds: string[], event: string, payload: unknown) => io.to(userIds.map(userRoom)).emit(event, payload),
    emitToRoom: (room: string, event: string, payload: unknown) => io.to(room).emit(event, payload),
    /** Authenticated sockets connected to this process. */
    openSockets: () => io.of('/').sockets.size,
    /** Closes every socket of the user, in every API process. */
    disconnectUser: (userId: string) => io.in(userRoom(userId)).disconnectSockets(true),
    /**
     * Ends this process's connections, sockets and pending handshakes alike (`io.disconnectSockets` would
     * reach every process through the adapter). Fastify closes the HTTP server itself.
     */
    disconnectLocal: () => {
      io.engine.close();
    },
    /** Ends the adapter's Redis connections: last, once nothing in this process emits any more. */
    close: async () => {
      await Promise.all(adapterClients.map((client) => client.quit().catch(() => undefined)));
    },
  };
}
export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
