import { sessionQueryScope } from '@/shared/api';

/** Which notifications a list shows: all of them, only unseen ones or only seen ones. */
export type NotificationFilter = { seen?: boolean };

export const notificationKeys = {
  all: [sessionQueryScope, 'notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (filter: NotificationFilter) => [...notificationKeys.lists(), filter] as const,
  counts: () => [...notificationKeys.all, 'counts'] as const,
};
