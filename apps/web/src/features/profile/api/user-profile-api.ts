import { userProfileSchema } from '@velvet/contracts';
import { apiClient } from '@/shared/api';

export const getUserProfile = (username: string, signal: AbortSignal) =>
  apiClient.request({ path: `/api/profiles/${encodeURIComponent(username)}`, schema: userProfileSchema, signal });
