import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/shared/api/api-request-error';
import { shouldRetryQuery } from './query-retry';

const failure = (status: number) => new ApiRequestError({ status, code: 'X', message: 'x' });

describe('shouldRetryQuery', () => {
  it('never retries answers in the 4xx range', () => {
    expect(shouldRetryQuery(0, failure(404))).toBe(false);
    expect(shouldRetryQuery(0, failure(401))).toBe(false);
  });

  it('retries server and network failures up to three attempts in all', () => {
    expect(shouldRetryQuery(0, failure(503))).toBe(true);
    expect(shouldRetryQuery(1, failure(0))).toBe(true);
    expect(shouldRetryQuery(2, failure(503))).toBe(false);
  });
});
