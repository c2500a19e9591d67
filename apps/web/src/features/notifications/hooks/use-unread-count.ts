import { useQuery } from '@tanstack/react-query';
import { getReadUnreadCounts } from '../api/get-read-unread-counts';
import { notificationKeys } from '../api/notification-keys';

/** How many notifications the user has not seen yet (0 until known). */
export function useUnreadCount(): number {
  const counts = useQuery({
    queryKey: notificationKeys.counts(),
    queryFn: ({ signal }) => getReadUnreadCounts(signal),
  });
  return counts.data?.unread ?? 0;
}
