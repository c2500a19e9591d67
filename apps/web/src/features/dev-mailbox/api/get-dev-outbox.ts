import { devMessageSchema } from '@velvet/contracts';
import { z } from 'zod';
import { apiClient } from '@/shared/api';

export const getDevOutbox = (to: string, signal?: AbortSignal) =>
  apiClient.request({
    path: `/api/dev/outbox?limit=100${to ? `&to=${encodeURIComponent(to)}` : ''}`,
    schema: z.array(devMessageSchema),
    signal,
  });
