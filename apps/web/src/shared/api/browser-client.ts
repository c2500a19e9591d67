import { notifications } from '@mantine/notifications';
import { MEDIA_VIEWER_PATH, messages } from '@velvet/contracts';
import { createApiClient } from './api-client';
import { createTokenStore, guestSession } from './token-store';

/** The server's cookie saying this browser holds a refresh cookie (accounts/session-cookie.ts in the API). */
const SESSION_HINT_COOKIE = 'velvet_session';

/** The answers the server sent with a guest's page (platform/http/page-head.ts in the API). */
function readInitialAnswers(): Map<string, unknown> {
  const script = document.getElementById('velvet-answers');
  if (!script?.textContent) return new Map();
  try {
    return new Map(Object.entries(JSON.parse(script.textContent) as Record<string, unknown>));
  } catch {
    return new Map();
  }
}

// Outside a page (the unit tests import this module in node) there is no cookie and nothing was sent.
const inPage = typeof document !== 'undefined';
const mayHaveSession = inPage && document.cookie.split('; ').some((entry) => entry.startsWith(`${SESSION_HINT_COOKIE}=`));

/** The session's tokens, in memory only: no script can find them in storage. A guest's page load is a guest's at once. */
export const tokenStore = createTokenStore(mayHaveSession ? { status: 'restoring' } : guestSession);

/** Runs the task while holding the browser-wide refresh lock, so the tabs refresh one after another. */
async function exclusive<T>(task: () => Promise<T>): Promise<T> {
  // Web Locks exist only in secure contexts (https, localhost); elsewhere each tab refreshes on its own.
  if (!('locks' in navigator)) return task();
  return await navigator.locks.request('velvet.refresh-token', task);
}

export const apiClient = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  tokenStore,
  initialAnswers: inPage ? readInitialAnswers() : new Map(),
  onSessionExpired: () => notifications.show({ color: 'red', message: messages.sessionExpired }),
  exclusive,
});

/**
 * `<img>` and `<video>` send no token, so the API knows who opens a private media link by an HttpOnly
 * cookie: set for whoever the session now is, cleared when there is none. A restore under way is neither:
 * it settles into one, which syncs then (clearing first cost every signed-in page load a request).
 */
const syncMediaViewer = () => {
  if (tokenStore.getState().status === 'restoring') return;
  void apiClient.request({ path: MEDIA_VIEWER_PATH, method: tokenStore.getTokens() ? 'POST' : 'DELETE' }).catch(() => undefined);
};
tokenStore.subscribe(syncMediaViewer);

// Before the first call: the refresh cookie is traded for this page's access token.
if (mayHaveSession) void apiClient.restoreSession();
else if (inPage) syncMediaViewer();
