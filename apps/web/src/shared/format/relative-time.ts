const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
// The spec counts a month as 30 days and a year as 365.
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

const relativeTime = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "just now", "5 minutes ago", "yesterday", "3 months ago"; 'Invalid Date' for a value that is not a date. */
export function formatRelativeTime(value: string | Date, now: number): string {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return 'Invalid Date';

  const elapsed = now - time;
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return relativeTime.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relativeTime.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < MONTH) return relativeTime.format(-Math.floor(elapsed / DAY), 'day');
  if (elapsed < YEAR) return relativeTime.format(-Math.floor(elapsed / MONTH), 'month');
  return relativeTime.format(-Math.floor(elapsed / YEAR), 'year');
}
