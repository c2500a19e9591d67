import { creatorCardSchema } from '@velvet/contracts';
import { z } from 'zod';
import { apiClient } from '@/shared/api';

export const creatorsPath = '/api/creators';
export const creatorsSchema = z.array(creatorCardSchema);

export const getCreators = (signal: AbortSignal) => apiClient.request({ path: creatorsPath, schema: creatorsSchema, signal });
