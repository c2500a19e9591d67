import { readUnreadCountsSchema } from '@velvet/contracts';
import { apiClient } from '@/shared/api';

export const getReadUnreadCounts = (signal: AbortSignal) =>
  apiClient.request({ path: '/api/notification/read-unread-counts', schema: readUnreadCountsSchema, signal });
