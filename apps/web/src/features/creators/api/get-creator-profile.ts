import { creatorProfileSchema } from '@velvet/contracts';
import { apiClient } from '@/shared/api';

export const creatorProfilePath = (username: string) => `/api/creators/${encodeURIComponent(username)}`;
export { creatorProfileSchema };

export const getCreatorProfile = (username: string, signal: AbortSignal) =>
  apiClient.request({ path: creatorProfilePath(username), schema: creatorProfileSchema, signal });
