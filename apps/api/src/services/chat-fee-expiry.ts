/** The units a chat fee's access is measured in (spec section 9). */
export type AccessUnit = 'Minute' | 'Hour' | 'Day' | 'Week' | 'Month';

const MINUTE_MS = 60_000;

/**
 * When access bought at `from` for `count` units ends. Days, weeks and months are calendar-aware (UTC):
 * a month from 31 January is the last day of February, not 3 March.
 */
export function accessExpiry(from: Date, unit: AccessUnit, count: number): Date {
  if (unit === 'Minute') return new Date(from.getTime() + count * MINUTE_MS);
  if (unit === 'Hour') return new Date(from.getTime() + count * 60 * MINUTE_MS);
  const result = new Date(from);
  if (unit === 'Day' || unit === 'Week') {
    result.setUTCDate(result.getUTCDate() + count * (unit === 'Week' ? 7 : 1));
    return result;
  }
  const day = from.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + count);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}
