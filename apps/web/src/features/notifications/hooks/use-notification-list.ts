import { useInfiniteQuery } from '@tanstack/react-query';
import { getNotificationPage } from '../api/get-notification-page';
import { notificationKeys, type NotificationFilter } from '../api/notification-keys';
import type { NotificationCursor } from '../lib/notification-page-search';

const PAGE_SIZE = 20;
const newestPage: NotificationCursor | null = null;

/** The notifications newest first, a page at a time. */
export function useNotificationList(filter: NotificationFilter) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      getNotificationPage({ cursor: pageParam, limit: PAGE_SIZE, seen: filter.seen }, signal),
    initialPageParam: newestPage,
    getNextPageParam: (lastPage) => lastPage.next,
  });
}
