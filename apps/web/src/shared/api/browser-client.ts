import { notifications } from '@mantine/notifications';
import { messages } from '@velvet/contracts';
import { createApiClient } from './api-client';
import { createTokenStore } from './token-store';

export const tokenStore = createTokenStore(window.localStorage);

export const apiClient = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  tokenStore,
  onSessionExpired: () => notifications.show({ color: 'red', message: messages.sessionExpired }),
});
