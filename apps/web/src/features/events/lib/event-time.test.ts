import { describe, expect, it } from 'vitest';
import { describeStart, isRoomOpen, localInputToIso, priceLabel } from './event-time';

const event = { starts_at: '2031-06-01T18:00:00.000Z', ends_at: '2031-06-01T19:00:00.000Z', time_zone: 'Europe/Amsterdam', status: 'scheduled' as const, mode: 'online' as const };

describe('event times', () => {
  it("shows the start in the viewer's zone, with the creator's when it differs", () => {
    expect(describeStart(event, 'Europe/Amsterdam')).toBe('Sun, Jun 1, 8:00 PM GMT+2');
    expect(describeStart(event, 'America/New_York')).toBe('Sun, Jun 1, 2:00 PM EDT (Sun, Jun 1, 8:00 PM GMT+2 for the creator)');
  });

  it('opens the room ten minutes before the start until the end, for a scheduled online event only', () => {
    const start = Date.parse(event.starts_at);
    expect(isRoomOpen(event, start - 11 * 60_000)).toBe(false);
    expect(isRoomOpen(event, start - 9 * 60_000)).toBe(true);
    expect(isRoomOpen(event, Date.parse(event.ends_at))).toBe(false);
    expect(isRoomOpen({ ...event, status: 'cancelled' }, start)).toBe(false);
    expect(isRoomOpen({ ...event, mode: 'in_person' }, start)).toBe(false);
  });

  it('reads a local date and time as an instant, and refuses nonsense', () => {
    expect(localInputToIso('2031-06-01T20:00')).toBe(new Date(2031, 5, 1, 20, 0).toISOString());
    expect(localInputToIso('')).toBeNull();
  });

  it('labels a free ticket', () => {
    expect(priceLabel(0)).toBe('Free');
    expect(priceLabel(20)).toBe('$20.00');
  });
});
