import type { CallJoin, CallMemberPush, CallSession, CallSignal, CallTimeUpPush } from '@velvet/contracts';
import { callEvents, callMessages } from '@velvet/contracts';
import type { Logger } from 'pino';
import type { Socket } from 'socket.io';
import type { AuthUser } from '../platform/auth/tokens.ts';
import { AppError, forbidden, notFound } from '../platform/errors.ts';
import type { RealtimeHub } from '../platform/realtime/hub.ts';
import type { RequestRow } from '../requests/repo.ts';
import type { RequestsService } from '../requests/service.ts';
import { callRoom, endsAt, holdsToken, toCallSession } from './session.ts';

type CallsServiceOptions = {
  hub: RealtimeHub;
  requests: Pick<RequestsService, 'callOf' | 'startCallClock' | 'endElapsedCalls'>;
  logger: Logger;
};

const over = () => new AppError('CONFLICT', callMessages.over);

/**
 * Paid voice and video calls: WebRTC between the two browsers, signalled through a room per call that
 * only the fan and the creator enter, each with their own call token. The server starts the clock once
 * both are in (once: a rejoin continues it), ends the call at started_at + duration (a timer in this
 * process, and the `calls-end` job in any process for a timer lost to a restart), pushes `timerup` and
 * refuses joining and signalling from then on.
 */
export function createCallsService({ hub, requests, logger }: CallsServiceOptions) {
  const timers = new Map<string, NodeJS.Timeout>();

  /** The distinct users in the call's room, across API processes; `exceptSocket` is one on its way out. */
  async function membersOf(requestId: string, exceptSocket?: string): Promise<string[]> {
    const sockets = await hub.io.in(callRoom(requestId)).fetchSockets();
    const ids = sockets.filter((socket) => socket.id !== exceptSocket).map((socket) => (socket.data as { user: AuthUser }).user.id);
    return [...new Set(ids)];
  }

  /** Time's up: every member is told and put out of the room. */
  function finish(requestId: string): void {
    clearTimeout(timers.get(requestId));
    timers.delete(requestId);
    const room = callRoom(requestId);
    hub.emitToRoom(room, callEvents.timeUp, { request_id: requestId, message: callMessages.timeUp } satisfies CallTimeUpPush);
    hub.io.in(room).socketsLeave(room);
  }

  async function endIfDue(requestId: string): Promise<void> {
    const row = await requests.callOf(requestId);
    if (!row || row.status === 4) return finish(requestId);
    schedule(row);
  }

  function schedule(row: RequestRow): void {
    const end = endsAt(row);
    if (!end || timers.has(row.id)) return;
    const timer = setTimeout(() => {
      timers.delete(row.id);
      endIfDue(row.id).catch((error: unknown) => logger.error({ err: error, requestId: row.id }, 'call end failed'));
    }, Math.max(0, end.getTime() - Date.now()));
    timer.unref();
    timers.set(row.id, timer);
  }

  /** A live (accepted, time left) call, or the reason it cannot be used. */
  async function liveCall(requestId: string): Promise<RequestRow> {
    const row = await requests.callOf(requestId);
    if (!row) throw notFound(callMessages.notACall);
    if (row.status === 4) {
      finish(requestId);
      throw over();
    }
    return row;
  }

  async function join(user: AuthUser, { request_id, token }: CallJoin, socket: Socket): Promise<CallSession> {
    const row = await requests.callOf(request_id);
    if (!row) throw notFound(callMessages.notACall);
    if (!holdsToken(row, user.id, token)) throw forbidden(callMessages.notAllowed);
    if (row.status === 4) throw over();
    await socket.join(callRoom(row.id));
    const members = await membersOf(row.id);
    let call = row;
    if (!row.startedAt && members.includes(row.fanId) && members.includes(row.creatorId)) {
      call = await requests.startCallClock(row.id);
      hub.emitToRoom(callRoom(row.id), callEvents.timerStarted, toCallSession(call, members));
    }
    schedule(call);
    socket.to(callRoom(row.id)).emit(callEvents.joined, { request_id: row.id, user_id: user.id, members } satisfies CallMemberPush);
    return toCallSession(call, members);
  }

  /** Relays an offer, answer or ICE candidate to the other member; only from a member, only while time is left. */
  async function signal(user: AuthUser, message: CallSignal, socket: Socket): Promise<{ relayed: true }> {
    const room = callRoom(message.request_id);
    if (!socket.rooms.has(room)) throw forbidden(callMessages.notJoined);
    await liveCall(message.request_id);
    socket.to(room).emit(callEvents.signal, { ...message, from: user.id });
    return { relayed: true };
  }

  async function announceLeft(requestId: string, userId: string, leavingSocket: string): Promise<void> {
    const members = await membersOf(requestId, leavingSocket);
    hub.emitToRoom(callRoom(requestId), callEvents.left, { request_id: requestId, user_id: userId, members } satisfies CallMemberPush);
  }

  /** Hang up: the member leaves the room; the paid clock keeps running and a rejoin continues it. */
  async function leave(user: AuthUser, requestId: string, socket: Socket): Promise<{ left: true }> {
    const room = callRoom(requestId);
    if (socket.rooms.has(room)) {
      await socket.leave(room);
      await announceLeft(requestId, user.id, socket.id);
    }
    return { left: true };
  }

  /** A dropped socket leaves its calls like a hang-up. */
  function onDisconnecting(user: AuthUser, socket: Socket): void {
    for (const room of socket.rooms) {
      if (!room.startsWith('call:')) continue;
      announceLeft(room.slice('call:'.length), user.id, socket.id).catch((error: unknown) => logger.error({ err: error }, 'call leave push failed'));
    }
  }

  /** The job: calls whose time ran out are set to 4 and their rooms told, whichever process held their timer. */
  async function endDue(now = new Date()): Promise<{ ended: number }> {
    const ids = await requests.endElapsedCalls(now);
    for (const id of ids) finish(id);
    return { ended: ids.length };
  }

  function close(): void {
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
  }

  return { join, signal, leave, onDisconnecting, endDue, close };
}
export type CallsService = ReturnType<typeof createCallsService>;
