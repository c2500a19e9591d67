import { useSyncExternalStore } from 'react';
import { tokenStore } from './browser-client';
import type { SessionState } from './token-store';

// The server renders only a guest's pages (the API sends the client shell to a browser that may hold a session).
const guestState: SessionState = { status: 'guest' };

/** Where the session stands (restoring at page load, guest, signed-in or unavailable); follows every change. */
export const useSessionState = () => useSyncExternalStore(tokenStore.subscribe, tokenStore.getState, () => guestState);
