const twoDigits = (value: number) => String(value).padStart(2, '0');

const isSameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** The spec's time format 'h:mm aaa', for example '3:04 pm'. */
export function formatTime(date: Date): string {
  const hours = date.getHours();
  return `${hours % 12 || 12}:${twoDigits(date.getMinutes())} ${hours < 12 ? 'am' : 'pm'}`;
}

/**
 * 'Today, 3:04 pm' and 'Yesterday, 9:15 am' for recent dates, otherwise the spec's 'dd/MM/yy hh:mm';
 * 'Invalid Date' for a value that is not a date.
 */
export function formatDateTime(value: string | Date, now: number): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';

  const today = new Date(now);
  const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
  if (isSameDay(date, today)) return `Today, ${formatTime(date)}`;
  if (isSameDay(date, yesterday)) return `Yesterday, ${formatTime(date)}`;

  const day = twoDigits(date.getDate());
  const month = twoDigits(date.getMonth() + 1);
  const year = twoDigits(date.getFullYear() % 100);
  const hours = twoDigits(date.getHours() % 12 || 12);
  return `${day}/${month}/${year} ${hours}:${twoDigits(date.getMinutes())}`;
}

/** The date alone, 'dd/MM/yy'; 'Invalid Date' for a value that is not a date. */
export function formatDate(value: string | Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  return `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${twoDigits(date.getFullYear() % 100)}`;
}
