import { messages } from '@velvet/contracts';
import { describe, expect, it } from 'vitest';
import { ApiRequestError, parseRetryAfter, toApiRequestError } from '../api/api-request-error';
import { retryHint } from './retry-hint';

const rateLimited = (retryAfter: string | null) => toApiRequestError(429, { message: messages.tooManyRequests, code: 'RATE_LIMITED' }, retryAfter);

describe('retryHint', () => {
  it("says when to try again from the answer's Retry-After, in seconds or rounded-up minutes", () => {
    expect(retryHint(rateLimited('1'))).toBe('You can try again in 1 second.');
    expect(retryHint(rateLimited('42'))).toBe('You can try again in 42 seconds.');
    expect(retryHint(rateLimited('61'))).toBe('You can try again in 2 minutes.');
    expect(retryHint(rateLimited('0'))).toBe('You can try again now.');
  });

  it('says nothing when the server did not say, or for other failures', () => {
    expect(retryHint(rateLimited(null))).toBeUndefined();
    expect(retryHint(new ApiRequestError({ status: 500, code: 'INTERNAL', message: 'x' }))).toBeUndefined();
    expect(retryHint(new Error('x'))).toBeUndefined();
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates, and ignores what it cannot read', () => {
    const now = Date.parse('2026-03-01T10:00:00Z');
    expect(parseRetryAfter('30', now)).toBe(30);
    expect(parseRetryAfter('Sun, 01 Mar 2026 10:01:30 GMT', now)).toBe(90);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });

  it('keeps the spec message of a 429 and its wait', () => {
    expect(rateLimited('30')).toMatchObject({ status: 429, message: 'Too many requests. Please try again in a few minutes.', retryAfterSeconds: 30 });
  });
});
