import { apiClient } from '@/shared/api';

/** Revokes the session; the refresh token goes in its cookie, which the answer clears. */
export const signOut = () => apiClient.request({ path: '/api/users/refresh-token', method: 'DELETE' });
