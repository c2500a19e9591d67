import { useSyncExternalStore } from 'react';
import { tokenStore } from './browser-client';

/** Where the session stands (restoring at page load, guest, signed-in or unavailable); follows every change. */
export const useSessionState = () => useSyncExternalStore(tokenStore.subscribe, tokenStore.getState);
