import { notificationPageSchema } from '@velvet/contracts';
import { apiClient } from '@/shared/api';
import { notificationPageSearch, type NotificationPageRequest } from '../lib/notification-page-search';

export const getNotificationPage = (request: NotificationPageRequest, signal: AbortSignal) =>
  apiClient.request({ path: `/api/notification?${notificationPageSearch(request)}`, schema: notificationPageSchema, signal });
