import { notificationSchema, socketEvents, type Notification, type NotificationType } from '@velvet/contracts';
import { useRealtimeEvent } from './use-realtime';

/** Calls the handler for every pushed notification of one type while the component is mounted. */
export function useNotification(type: NotificationType, handler: (notification: Notification) => void) {
  useRealtimeEvent(socketEvents.notification, (payload) => {
    const parsed = notificationSchema.safeParse(payload);
    if (parsed.success && parsed.data.type === type) handler(parsed.data);
  });
}
