import { useSyncExternalStore } from 'react';
import { tokenStore } from './browser-client';
import { guestSession } from './token-store';

/**
 * Where the session stands (restoring at page load, guest, signed-in or unavailable); follows every change.
 * The server renders only a guest's pages (the API sends the client shell to a browser that may hold a session).
 */
export const useSessionState = () => useSyncExternalStore(tokenStore.subscribe, tokenStore.getState, () => guestSession);
