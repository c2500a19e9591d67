import type { Tokens } from '@velvet/contracts';

/**
 * Where the session stands. The access token lives in memory only and the refresh token in an HttpOnly
 * cookie no script can read, so a page load that may have a session starts 'restoring': the cookie is traded
 * for an access token.
 * 'unavailable' when that failed for another reason than a refused cookie (a 429, the network).
 */
export type SessionState =
  | { status: 'restoring' }
  | { status: 'guest' }
  | { status: 'signed-in'; tokens: Tokens }
  | { status: 'unavailable'; error: unknown };

export type TokenStore = {
  getState: () => SessionState;
  setState: (state: SessionState) => void;
  getTokens: () => Tokens | null;
  setTokens: (tokens: Tokens) => void;
  clear: () => void;
  /** Calls the listener after every change; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
};

/**
 * The one guest state: a server render's snapshot and a guest's page load are the same object, so hydration
 * finds the session unchanged and does not render the page again (useSyncExternalStore compares by identity).
 */
export const guestSession: SessionState = Object.freeze({ status: 'guest' });

export function createTokenStore(initial: SessionState = guestSession): TokenStore {
  let state = initial;
  const listeners = new Set<() => void>();

  const setState = (next: SessionState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  return {
    getState: () => state,
    setState,
    getTokens: () => (state.status === 'signed-in' ? state.tokens : null),
    setTokens: (tokens) => setState({ status: 'signed-in', tokens }),
    clear: () => setState(guestSession),
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
