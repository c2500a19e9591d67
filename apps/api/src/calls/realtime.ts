import { callEvents, callJoinSchema, callLeaveSchema, callSignalSchema } from '@velvet/contracts';
import type { AuthUser } from '../platform/auth/tokens.ts';
import type { RealtimeHub } from '../platform/realtime/hub.ts';
import type { CallsService } from './service.ts';

/**
 * The calls on the socket. A call's room (`call:<request id>`) has no policy for the generic join-room,
 * so the only way in is `call:join` with the member's own call token.
 */
export function registerCallsRealtime(hub: RealtimeHub, calls: CallsService): void {
  hub.onRequest(callEvents.join, callJoinSchema, (user, payload, socket) => calls.join(user, payload, socket));
  hub.onRequest(callEvents.signal, callSignalSchema, (user, payload, socket) => calls.signal(user, payload, socket));
  hub.onRequest(callEvents.leave, callLeaveSchema, (user, payload, socket) => calls.leave(user, payload.request_id, socket));
  hub.io.on('connection', (socket) => {
    socket.on('disconnecting', () => calls.onDisconnecting((socket.data as { user: AuthUser }).user, socket));
  });
}
