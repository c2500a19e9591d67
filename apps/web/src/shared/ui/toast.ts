import { notifications, type NotificationData } from '@mantine/notifications';

const SAME_TOAST_WINDOW_MS = 4000;
const shownAt = new Map<string, number>();

/**
 * A toast, said once: the same message (or toast id) within a few seconds is not shown twice (a tip's own
 * answer and its pushed notification both say 'Tip sent!').
 */
export function showToast(toast: NotificationData & { message: string }, now = Date.now()): void {
  const key = toast.id ?? toast.message;
  const last = shownAt.get(key);
  if (last !== undefined && now - last < SAME_TOAST_WINDOW_MS) return;
  shownAt.set(key, now);
  notifications.show(toast);
}
