import { creatorCardSchema } from '@velvet/contracts';
import { z } from 'zod';
import { apiClient } from '@/shared/api';

export const getCreators = (signal: AbortSignal) =>
  apiClient.request({ path: '/api/creators', schema: z.array(creatorCardSchema), signal });
