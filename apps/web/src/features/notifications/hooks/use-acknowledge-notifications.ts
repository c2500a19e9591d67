import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { AcknowledgeNotificationsInput, NotificationPage } from '@velvet/contracts';
import { notifications } from '@mantine/notifications';
import { toUserMessage } from '@/shared/errors';
import { acknowledgeNotifications } from '../api/acknowledge-notifications';
import { notificationKeys } from '../api/notification-keys';
import { markNotificationsSeen } from '../lib/mark-notifications-seen';

/** Marks notifications as seen (every unseen one when `ids` is left out), showing it at once. */
export function useAcknowledgeNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acknowledgeNotifications,
    onMutate: async ({ ids }: AcknowledgeNotificationsInput) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.lists() });
      queryClient.setQueriesData<InfiniteData<NotificationPage>>({ queryKey: notificationKeys.lists() }, (data) =>
        markNotificationsSeen(data, ids),
      );
    },
    onError: (error) => notifications.show({ color: 'red', message: toUserMessage(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
