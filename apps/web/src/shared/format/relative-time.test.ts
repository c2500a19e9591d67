import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = Date.parse('2025-06-15T12:00:00Z');
const ago = (milliseconds: number) => new Date(now - milliseconds).toISOString();
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('formatRelativeTime', () => {
  it('says just now within the first minute, and for clocks slightly ahead', () => {
    expect(formatRelativeTime(ago(30_000), now)).toBe('just now');
    expect(formatRelativeTime(ago(-5_000), now)).toBe('just now');
  });

  it('counts minutes, hours and days', () => {
    expect(formatRelativeTime(ago(5 * MINUTE), now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3 * 60 * MINUTE), now)).toBe('3 hours ago');
    expect(formatRelativeTime(ago(DAY), now)).toBe('yesterday');
    expect(formatRelativeTime(ago(4 * DAY), now)).toBe('4 days ago');
  });

  it('counts a month as 30 days and a year as 365 days', () => {
    expect(formatRelativeTime(ago(29 * DAY), now)).toBe('29 days ago');
    expect(formatRelativeTime(ago(60 * DAY), now)).toBe('2 months ago');
    expect(formatRelativeTime(ago(364 * DAY), now)).toBe('12 months ago');
    expect(formatRelativeTime(ago(730 * DAY), now)).toBe('2 years ago');
  });

  it("answers 'Invalid Date' for a value that is not a date", () => {
    expect(formatRelativeTime('not a date', now)).toBe('Invalid Date');
  });
});
