/** Event names on the socket. */
export const socketEvents = {
  notification: 'Notification',
  joinRoom: 'join-room',
  leaveRoom: 'leave-room',
} as const;

/** What every acknowledged socket request answers. */
export type SocketAck<T = unknown> = { ok: true; data: T } | { ok: false; message: string };
