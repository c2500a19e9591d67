import { storyGroupSchema } from '@velvet/contracts';
import { z } from 'zod';
import { apiClient } from '@/shared/api';

/** `GET /api/feed/stories`: live stories grouped by creator, the subscribed ones first. */
export const getLiveStories = (signal?: AbortSignal) => apiClient.request({ path: '/api/feed/stories', schema: z.array(storyGroupSchema), signal });
