import { apiClient } from '@/shared/api';

export const signOut = (refreshToken: string) =>
  apiClient.request({ path: '/api/users/logout', method: 'POST', body: { refresh_token: refreshToken } });
