import { creatorProfileSchema } from '@velvet/contracts';
import { apiClient } from '@/shared/api';

export const getCreatorProfile = (username: string, signal: AbortSignal) =>
  apiClient.request({ path: `/api/creators/${encodeURIComponent(username)}`, schema: creatorProfileSchema, signal });
