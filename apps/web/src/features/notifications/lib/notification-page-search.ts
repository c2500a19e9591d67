import type { NotificationPage } from '@velvet/contracts';

export type NotificationCursor = NonNullable<NotificationPage['next']>;

export type NotificationPageRequest = {
  /** The `next` of the previous page; null for the newest page. */
  cursor: NotificationCursor | null;
  limit: number;
  seen?: boolean;
};

/** The query string of `GET /api/notification` (keyset pages: `d` and `t` come from the previous page's `next`). */
export function notificationPageSearch({ cursor, limit, seen }: NotificationPageRequest): string {
  const search = new URLSearchParams({ limit: String(limit) });
  if (cursor) {
    search.set('d', cursor.d);
    search.set('t', cursor.t);
  }
  if (seen !== undefined) search.set('seen', String(seen));
  return search.toString();
}
