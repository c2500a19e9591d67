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
      // A WebSocket straight away: starting with HTTP long-polling cost every page load three or four requests
      // before the upgrade. A network that refuses WebSockets still gets the polling transport.
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
      autoConnect: false,
      auth: (send) => send({ token: tokenStore.getTokens()?.token }),
    });
  },
});
