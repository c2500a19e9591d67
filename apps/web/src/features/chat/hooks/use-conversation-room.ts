import { useEffect, useState } from 'react';
import { useRealtimeReconnect } from '@/shared/realtime';
import { joinConversationRoom, leaveConversationRoom } from './use-chat-actions';

const RETRY_MS = 1500;
/** A first attempt may race the socket's own connect; the banner waits for a second failure. */
const FAILURES_BEFORE_BANNER = 2;

/** Keeps the open conversation's room joined, again after every reconnect; says when the socket is down. */
export function useConversationRoom(room: string): { socketDown: boolean } {
  const [failures, setFailures] = useState(0);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const join = () =>
      joinConversationRoom(room)
        .then(() => !cancelled && setFailures(0))
        .catch(() => {
          if (cancelled) return;
          setFailures((count) => count + 1);
          timer = setTimeout(join, RETRY_MS);
        });
    void join();
    return () => {
      cancelled = true;
      clearTimeout(timer);
      leaveConversationRoom(room).catch(() => undefined);
    };
  }, [room, attempt]);

  // A new connection has no rooms: join again.
  useRealtimeReconnect(() => setAttempt((count) => count + 1));
  return { socketDown: failures >= FAILURES_BEFORE_BANNER };
}
