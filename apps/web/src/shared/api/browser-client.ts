import { notifications } from '@mantine/notifications';
import { MEDIA_VIEWER_PATH, messages } from '@velvet/contracts';
import { createApiClient } from './api-client';
import { createTokenStore } from './token-store';

export const tokenStore = createTokenStore(window.localStorage);

export const apiClient = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  tokenStore,
  onSessionExpired: () => notifications.show({ color: 'red', message: messages.sessionExpired }),
});

/**
 * `<img>` and `<video>` send no token, so the API knows who opens a private media link by an HttpOnly
 * cookie: set for whoever the session now is, cleared when there is none.
 */
const syncMediaViewer = () => void apiClient.request({ path: MEDIA_VIEWER_PATH, method: tokenStore.getTokens() ? 'POST' : 'DELETE' }).catch(() => undefined);
tokenStore.subscribe(syncMediaViewer);
if (tokenStore.getTokens()) syncMediaViewer();
