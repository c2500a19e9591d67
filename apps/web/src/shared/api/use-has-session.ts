import { useSyncExternalStore } from 'react';
import { tokenStore } from './browser-client';

const hasSession = () => tokenStore.getTokens() !== null;

/** Whether a token pair is stored; changes as soon as the user signs in or out. */
export const useHasSession = () => useSyncExternalStore(tokenStore.subscribe, hasSession);
