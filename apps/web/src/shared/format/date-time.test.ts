import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './date-time';

// Local-time dates keep these cases independent of the machine's time zone.
const now = new Date(2025, 5, 15, 18, 30).getTime();

describe('formatTime', () => {
  it("follows 'h:mm aaa'", () => {
    expect(formatTime(new Date(2025, 5, 15, 15, 4))).toBe('3:04 pm');
    expect(formatTime(new Date(2025, 5, 15, 0, 5))).toBe('12:05 am');
    expect(formatTime(new Date(2025, 5, 15, 12, 0))).toBe('12:00 pm');
  });
});

describe('formatDateTime', () => {
  it('names today and yesterday', () => {
    expect(formatDateTime(new Date(2025, 5, 15, 9, 15), now)).toBe('Today, 9:15 am');
    expect(formatDateTime(new Date(2025, 5, 14, 23, 59), now)).toBe('Yesterday, 11:59 pm');
  });

  it("uses 'dd/MM/yy hh:mm' for older dates", () => {
    expect(formatDateTime(new Date(2025, 5, 13, 15, 7), now)).toBe('13/06/25 03:07');
    expect(formatDateTime(new Date(2024, 11, 31, 0, 45), now)).toBe('31/12/24 12:45');
  });

  it('reads ISO strings', () => {
    const date = new Date(2025, 0, 2, 8, 9);
    expect(formatDateTime(date.toISOString(), now)).toBe('02/01/25 08:09');
  });

  it("answers 'Invalid Date' for a value that is not a date", () => {
    expect(formatDateTime('2025-99-99', now)).toBe('Invalid Date');
  });
});

describe('formatDate', () => {
  it("follows 'dd/MM/yy'", () => {
    expect(formatDate(new Date(2025, 0, 2, 8, 9))).toBe('02/01/25');
  });

  it("answers 'Invalid Date' for a value that is not a date", () => {
    expect(formatDate('not a date')).toBe('Invalid Date');
  });
});
