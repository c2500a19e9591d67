import { useSyncExternalStore } from 'react';

const TICK_MS = 30_000;

let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    // Only a stale time is refreshed: a fresh one (the page load's) is what hydration drew, and replacing it
    // would render every subscriber again, at once, right after hydration.
    if (Date.now() - now >= TICK_MS) now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((notify) => notify());
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

// The server's clock does not tick: each render there reads the time afresh; hydration reads the page load's.
const serverSnapshot = () => (typeof window === 'undefined' ? Date.now() : now);

/** The current time in milliseconds, shared by every caller and updated every 30 seconds. */
export const useNow = () => useSyncExternalStore(subscribe, () => now, serverSnapshot);
