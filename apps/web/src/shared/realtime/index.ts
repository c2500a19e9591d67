export { realtime } from './browser-connection';
export { useRealtimeEvent, useRealtimeReconnect } from './use-realtime';
