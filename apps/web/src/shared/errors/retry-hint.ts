import { ApiRequestError } from '../api/api-request-error';

const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** When a refused call may be tried again, from the server's Retry-After; undefined when it did not say. */
export function retryHint(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError) || error.retryAfterSeconds === undefined) return undefined;
  const seconds = error.retryAfterSeconds;
  if (seconds <= 0) return 'You can try again now.';
  if (seconds < 60) return `You can try again in ${count(seconds, 'second')}.`;
  return `You can try again in ${count(Math.ceil(seconds / 60), 'minute')}.`;
}
