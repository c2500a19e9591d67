import type { InfiniteData } from '@tanstack/react-query';
import type { Notification, NotificationPage } from '@velvet/contracts';
import { describe, expect, it } from 'vitest';
import { markNotificationsSeen } from './mark-notifications-seen';

const notification = (id: string, seen: boolean): Notification => ({
  _id: id,
  type: 'Announcement',
  message: `Message ${id}`,
  data: {},
  seen,
  created_at: '2025-06-15T12:00:00.000Z',
});

const cached: InfiniteData<NotificationPage> = {
  pageParams: [null, { d: '2025-06-15T12:00:00.000Z', t: 'b' }],
  pages: [
    { items: [notification('a', false), notification('b', true)], next: { d: '2025-06-15T12:00:00.000Z', t: 'b' } },
    { items: [notification('c', false)], next: null },
  ],
};

const seenById = (data: InfiniteData<NotificationPage> | undefined) =>
  Object.fromEntries((data?.pages ?? []).flatMap((page) => page.items.map((item) => [item._id, item.seen])));

describe('markNotificationsSeen', () => {
  it('marks only the listed notifications as seen', () => {
    expect(seenById(markNotificationsSeen(cached, ['c']))).toEqual({ a: false, b: true, c: true });
  });

  it('marks every notification on every page when no ids are given', () => {
    expect(seenById(markNotificationsSeen(cached))).toEqual({ a: true, b: true, c: true });
  });

  it('keeps the page cursors and leaves the cached data untouched', () => {
    const updated = markNotificationsSeen(cached);

    expect(updated?.pageParams).toEqual(cached.pageParams);
    expect(updated?.pages[1]?.next).toBeNull();
    expect(seenById(cached)).toEqual({ a: false, b: true, c: false });
  });

  it('leaves an empty cache empty', () => {
    expect(markNotificationsSeen(undefined, ['a'])).toBeUndefined();
  });
});
