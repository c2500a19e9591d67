import type { EventRoomChatPush, EventRoomMember, EventRoomMemberPush, EventRoomSession, EventRoomSignal } from '@velvet/contracts';
import {
  EVENT_ROOM_OPENS_BEFORE_MINUTES,
  EVENT_ROOM_VIEWERS_MAX,
  eventRoomChatSchema,
  eventRoomEvents,
  eventRoomJoinSchema,
  eventRoomLeaveSchema,
  eventRoomMessages,
  eventRoomSignalSchema,
} from '@velvet/contracts';
import type { Logger } from 'pino';
import type { Socket } from 'socket.io';
import type { AccountsService } from '../accounts/service.ts';
import type { AuthUser } from '../platform/auth/tokens.ts';
import { AppError, forbidden, notFound } from '../platform/errors.ts';
import type { RealtimeHub } from '../platform/realtime/hub.ts';
import type { EventsService } from './service.ts';

const roomOf = (eventId: string) => `event:${eventId}`;
type RoomSocketData = { user: AuthUser; eventRooms?: Record<string, boolean> };

type EventRoomOptions = { hub: RealtimeHub; events: Pick<EventsService, 'roomAccess'>; accounts: Pick<AccountsService, 'publicUsers'>; logger: Logger; now?: () => number };

/**
 * The online event room: entered only by the creator and holders of a valid ticket, while it is open
 * (from a little before the start until the end), up to `EVENT_ROOM_VIEWERS_MAX` viewers. The room has
 * no policy for the generic join-room, so `event-room:join` is the only way in. Signals go to one socket
 * of the room only, and only between the creator and a viewer; chat lines go to everyone in it.
 */
export function registerEventRoom({ hub, events, accounts, logger, now = Date.now }: EventRoomOptions) {
  async function membersOf(eventId: string, exceptSocket?: string): Promise<EventRoomMember[]> {
    const sockets = await hub.io.in(roomOf(eventId)).fetchSockets();
    return sockets
      .filter((socket) => socket.id !== exceptSocket)
      .map((socket) => {
        const data = socket.data as RoomSocketData;
        return { socket_id: socket.id, user_id: data.user.id, is_host: Boolean(data.eventRooms?.[eventId]) };
      });
  }

  async function join(user: AuthUser, eventId: string, socket: Socket): Promise<EventRoomSession> {
    const access = await events.roomAccess(user.id, eventId);
    if (!access) throw forbidden(eventRoomMessages.noTicket);
    const { event, isHost } = access;
    if (event.mode !== 'online') throw new AppError('CONFLICT', eventRoomMessages.notOnline);
    const at = now();
    if (at < event.startsAt.getTime() - EVENT_ROOM_OPENS_BEFORE_MINUTES * 60_000 || at >= event.endsAt.getTime()) throw new AppError('CONFLICT', eventRoomMessages.notOpen);
    const before = await membersOf(eventId);
    const viewers = new Set(before.filter((member) => !member.is_host).map((member) => member.user_id));
    if (!isHost && !viewers.has(user.id) && viewers.size >= EVENT_ROOM_VIEWERS_MAX) throw new AppError('CONFLICT', eventRoomMessages.full);
    const data = socket.data as RoomSocketData;
    data.eventRooms = { ...data.eventRooms, [eventId]: isHost };
    await socket.join(roomOf(eventId));
    const member: EventRoomMember = { socket_id: socket.id, user_id: user.id, is_host: isHost };
    socket.to(roomOf(eventId)).emit(eventRoomEvents.joined, { event_id: eventId, member } satisfies EventRoomMemberPush);
    return { event_id: eventId, host_id: event.creatorId, is_host: isHost, socket_id: socket.id, members: [...before, member] };
  }

  async function signal(user: AuthUser, message: EventRoomSignal, socket: Socket): Promise<{ relayed: true }> {
    const room = roomOf(message.event_id);
    if (!socket.rooms.has(room)) throw forbidden(eventRoomMessages.notJoined);
    const members = await membersOf(message.event_id);
    const target = members.find((member) => member.socket_id === message.to);
    const isHost = Boolean((socket.data as RoomSocketData).eventRooms?.[message.event_id]);
    // Viewers talk to the creator only, never to one another.
    if (!target || (!isHost && !target.is_host)) throw notFound(eventRoomMessages.notInRoom);
    hub.io.to(target.socket_id).emit(eventRoomEvents.signal, { ...message, from: socket.id, from_user: user.id });
    return { relayed: true };
  }

  async function chat(user: AuthUser, payload: { event_id: string; text: string }, socket: Socket): Promise<EventRoomChatPush> {
    if (!socket.rooms.has(roomOf(payload.event_id))) throw forbidden(eventRoomMessages.notJoined);
    const username = (await accounts.publicUsers([user.id])).get(user.id)?.username ?? 'someone';
    const line: EventRoomChatPush = { event_id: payload.event_id, user_id: user.id, username, text: payload.text, at: new Date(now()).toISOString() };
    hub.emitToRoom(roomOf(payload.event_id), eventRoomEvents.chat, line);
    return line;
  }

  async function announceLeft(eventId: string, socket: Socket): Promise<void> {
    const data = socket.data as RoomSocketData;
    const member: EventRoomMember = { socket_id: socket.id, user_id: data.user.id, is_host: Boolean(data.eventRooms?.[eventId]) };
    hub.emitToRoom(roomOf(eventId), eventRoomEvents.left, { event_id: eventId, member } satisfies EventRoomMemberPush);
  }

  async function leave(eventId: string, socket: Socket): Promise<{ left: true }> {
    const room = roomOf(eventId);
    if (socket.rooms.has(room)) {
      await socket.leave(room);
      await announceLeft(eventId, socket);
    }
    return { left: true };
  }

  hub.onRequest(eventRoomEvents.join, eventRoomJoinSchema, (user, payload, socket) => join(user, payload.event_id, socket));
  hub.onRequest(eventRoomEvents.signal, eventRoomSignalSchema, (user, payload, socket) => signal(user, payload, socket));
  hub.onRequest(eventRoomEvents.chat, eventRoomChatSchema, (user, payload, socket) => chat(user, payload, socket));
  hub.onRequest(eventRoomEvents.leave, eventRoomLeaveSchema, (_user, payload, socket) => leave(payload.event_id, socket));
  hub.io.on('connection', (socket) => {
    socket.on('disconnecting', () => {
      for (const room of socket.rooms) {
        if (!room.startsWith('event:')) continue;
        announceLeft(room.slice('event:'.length), socket).catch((error: unknown) => logger.error({ err: error }, 'event room leave push failed'));
      }
    });
  });
}
