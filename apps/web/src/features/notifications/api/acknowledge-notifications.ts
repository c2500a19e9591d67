import { acknowledgedSchema, type AcknowledgeNotificationsInput } from '@velvet/contracts';
import { apiClient } from '@/shared/api';

/** Marks the given notifications as seen, or every unseen one when `ids` is left out. */
export const acknowledgeNotifications = (input: AcknowledgeNotificationsInput) =>
  apiClient.request({
    path: '/api/notification/acknowledge-notifications',
    method: 'PUT',
    body: input,
    schema: acknowledgedSchema,
  });
