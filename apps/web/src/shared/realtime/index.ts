export { realtime } from './browser-connection';
export { useNotification } from './use-notification';
export { useRealtimeEvent, useRealtimeReconnect } from './use-realtime';
