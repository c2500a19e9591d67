import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/shared/api/api-request-error';
import { idealSaveFailureMessage } from './ideal-messages';

describe('idealSaveFailureMessage', () => {
  it("shows the server's message for a refusal", () => {
    const error = new ApiRequestError({ status: 400, code: 'VALIDATION_FAILED', message: 'Invalid email' });
    expect(idealSaveFailureMessage(error)).toBe('Invalid email');
  });

  it("falls back to 'Failed to add iDEAL.'", () => {
    expect(idealSaveFailureMessage(new ApiRequestError({ status: 500, code: 'INTERNAL', message: 'Something went wrong' }))).toBe(
      'Failed to add iDEAL.',
    );
    expect(idealSaveFailureMessage(new ApiRequestError({ status: 0, code: 'NETWORK', message: 'x' }))).toBe('Failed to add iDEAL.');
    expect(idealSaveFailureMessage(new TypeError('boom'))).toBe('Failed to add iDEAL.');
  });
});
