import { ApiRequestError } from '@/shared/api/api-request-error';

const MAX_ATTEMPTS = 3;

/** Retries network and server failures a couple of times; a 4xx answer will not change by asking again. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount + 1 < MAX_ATTEMPTS;
}
