import type { Tokens } from '@velvet/contracts';

const ACCESS_TOKEN_KEY = 'velvet.token';
const REFRESH_TOKEN_KEY = 'velvet.refresh_token';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type TokenStore = {
  getTokens: () => Tokens | null;
  setTokens: (tokens: Tokens) => void;
  clear: () => void;
  /** Calls the listener after every change; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
};

/** Keeps the session's token pair in storage (the spec: "the token and refresh token are stored"). */
export function createTokenStore(storage: KeyValueStorage): TokenStore {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  return {
    getTokens() {
      const token = storage.getItem(ACCESS_TOKEN_KEY);
      const refreshToken = storage.getItem(REFRESH_TOKEN_KEY);
      return token && refreshToken ? { token, refresh_token: refreshToken } : null;
    },
    setTokens(tokens) {
      storage.setItem(ACCESS_TOKEN_KEY, tokens.token);
      storage.setItem(REFRESH_TOKEN_KEY, tokens.refresh_token);
      notify();
    },
    clear() {
      storage.removeItem(ACCESS_TOKEN_KEY);
      storage.removeItem(REFRESH_TOKEN_KEY);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
