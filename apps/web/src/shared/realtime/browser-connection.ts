import { io } from 'socket.io-client';
import { apiClient, tokenStore } from '../api/browser-client';
import { createRealtimeConnection } from './realtime-connection';

export const realtime = createRealtimeConnection({
  tokenStore,
  refreshSession: apiClient.refreshSession,
  createSocket: () =>
    io({
      path: '/socket.io',
      autoConnect: false,
      auth: (send) => send({ token: tokenStore.getTokens()?.token }),
    }),
});
