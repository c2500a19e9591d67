import { useQueryClient } from '@tanstack/react-query';
import { notificationSchema, socketEvents, type NotificationType } from '@velvet/contracts';
import { useRealtimeEvent, useRealtimeReconnect } from '@/shared/realtime';
import { notificationKeys } from '../api/notification-keys';
import { notificationTypeLabel } from '../lib/notification-type-label';
import { paymentFailureOf } from '../lib/payment-failure';
import { showToast } from '@/shared/ui/toast';

type LiveNotificationsOptions = {
  /** Types another part of the app tells the user about itself: listed and counted, but no toast here. */
  quietTypes?: readonly NotificationType[];
};

/** Shows pushed notifications as toasts and keeps the notification lists and counts current. */
export function useLiveNotifications({ quietTypes = [] }: LiveNotificationsOptions = {}) {
  const queryClient = useQueryClient();
  const refetchNotifications = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });

  useRealtimeEvent(socketEvents.notification, (payload) => {
    const pushed = notificationSchema.safeParse(payload);
    if (!pushed.success) return;
    void refetchNotifications();
    // A failed payment has its own dialog (PaymentFailedDialog).
    if (quietTypes.includes(pushed.data.type) || paymentFailureOf(pushed.data)) return;
    showToast({
      title: notificationTypeLabel(pushed.data.type),
      message: pushed.data.message,
      color: pushed.data.data.status === 'failed' ? 'red' : undefined,
    });
  });

  // Whatever was pushed while the socket was down is fetched again.
  useRealtimeReconnect(() => void refetchNotifications());
}
