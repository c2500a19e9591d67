import { notifications } from '@mantine/notifications';
import { MEDIA_VIEWER_PATH, messages } from '@velvet/contracts';
import { createApiClient } from './api-client';
import { createTokenStore } from './token-store';

/** The session's tokens, in memory only: no script can find them in storage. */
export const tokenStore = createTokenStore({ status: 'restoring' });

/** Runs the task while holding the browser-wide refresh lock, so the tabs refresh one after another. */
async function exclusive<T>(task: () => Promise<T>): Promise<T> {
  // Web Locks exist only in secure contexts (https, localhost); elsewhere each tab refreshes on its own.
  if (!('locks' in navigator)) return task();
  return await navigator.locks.request('velvet.refresh-token', task);
}

export const apiClient = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  tokenStore,
  onSessionExpired: () => notifications.show({ color: 'red', message: messages.sessionExpired }),
  exclusive,
});

/**
 * `<img>` and `<video>` send no token, so the API knows who opens a private media link by an HttpOnly
 * cookie: set for whoever the session now is, cleared when there is none.
 */
const syncMediaViewer = () => void apiClient.request({ path: MEDIA_VIEWER_PATH, method: tokenStore.getTokens() ? 'POST' : 'DELETE' }).catch(() => undefined);
tokenStore.subscribe(syncMediaViewer);

// Before the first call: the refresh cookie is traded for this page's access token.
void apiClient.restoreSession();
