import { apiClient, tokenStore } from '../api/browser-client';
import { createRealtimeConnection } from './realtime-connection';

export const realtime = createRealtimeConnection({
  tokenStore,
  refreshSession: apiClient.refreshSession,
  // Guests never open a socket, so they never download its client.
  createSocket: async () => {
    const { io } = await import('socket.io-client');
    return io({
      path: '/socket.io',
      autoConnect: false,
      auth: (send) => send({ token: tokenStore.getTokens()?.token }),
    });
  },
});
