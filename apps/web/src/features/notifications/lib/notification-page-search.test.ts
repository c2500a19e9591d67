import { describe, expect, it } from 'vitest';
import { notificationPageSearch } from './notification-page-search';

describe('notificationPageSearch', () => {
  it('asks for the newest page with only a limit', () => {
    expect(notificationPageSearch({ cursor: null, limit: 20 })).toBe('limit=20');
  });

  it("passes the previous page's next as d and t", () => {
    const search = new URLSearchParams(
      notificationPageSearch({ cursor: { d: '2025-06-15T12:00:00.000Z', t: 'a1b2' }, limit: 20 }),
    );

    expect(search.get('d')).toBe('2025-06-15T12:00:00.000Z');
    expect(search.get('t')).toBe('a1b2');
  });

  it('filters by seen and unseen', () => {
    expect(notificationPageSearch({ cursor: null, limit: 10, seen: false })).toBe('limit=10&seen=false');
    expect(notificationPageSearch({ cursor: null, limit: 10, seen: true })).toBe('limit=10&seen=true');
  });

  it('encodes the offset of the cursor date', () => {
    expect(notificationPageSearch({ cursor: { d: '2025-06-15T12:00:00+02:00', t: 'x' }, limit: 5 })).toContain(
      'd=2025-06-15T12%3A00%3A00%2B02%3A00',
    );
  });
});
