import type { InfiniteData } from '@tanstack/react-query';
import type { NotificationPage } from '@velvet/contracts';

/** The cached pages with the given notifications (all of them when `ids` is left out) marked as seen. */
export function markNotificationsSeen(
  data: InfiniteData<NotificationPage> | undefined,
  ids?: readonly string[],
): InfiniteData<NotificationPage> | undefined {
  if (!data) return data;
  const isTarget = (id: string) => ids === undefined || ids.includes(id);
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((item) => (!item.seen && isTarget(item._id) ? { ...item, seen: true } : item)),
    })),
  };
}
