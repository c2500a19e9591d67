import { useEffect, useEffectEvent } from 'react';
import { realtime } from './browser-connection';

/** Calls the handler for every payload of a server event while the component is mounted. */
export function useRealtimeEvent(event: string, handler: (payload: unknown) => void) {
  const onEvent = useEffectEvent(handler);
  useEffect(() => realtime.on(event, (payload) => onEvent(payload)), [event]);
}

/** Calls the handler whenever the socket connects again after a drop. */
export function useRealtimeReconnect(handler: () => void) {
  const onReconnect = useEffectEvent(handler);
  useEffect(() => realtime.onReconnect(() => onReconnect()), []);
}
