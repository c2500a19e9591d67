import type { Notification } from '@velvet/contracts';
import type { NotificationRow } from './repo.ts';

export const mapNotification = (row: NotificationRow): Notification => ({
  _id: row.id,
  type: row.type,
  message: row.message,
  data: row.data,
  seen: row.seenAt !== null,
  created_at: row.createdAt.toISOString(),
});
