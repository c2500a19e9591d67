import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { notificationSchema, socketEvents } from '@velvet/contracts';
import { useRealtimeEvent, useRealtimeReconnect } from '@/shared/realtime';
import { notificationKeys } from '../api/notification-keys';
import { notificationTypeLabel } from '../lib/notification-type-label';

/** Shows pushed notifications as toasts and keeps the notification lists and counts current. */
export function useLiveNotifications() {
  const queryClient = useQueryClient();
  const refetchNotifications = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });

  useRealtimeEvent(socketEvents.notification, (payload) => {
    const pushed = notificationSchema.safeParse(payload);
    if (!pushed.success) return;
    void refetchNotifications();
    notifications.show({
      title: notificationTypeLabel(pushed.data.type),
      message: pushed.data.message,
      color: pushed.data.data.status === 'failed' ? 'red' : undefined,
    });
  });

  // Whatever was pushed while the socket was down is fetched again.
  useRealtimeReconnect(() => void refetchNotifications());
}
