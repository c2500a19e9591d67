import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/shared/api/api-request-error';
import { payoutAccountFailureMessage } from './withdraw-messages';

describe('payoutAccountFailureMessage', () => {
  it("shows the server's refusal, e.g. for an account already activated", () => {
    expect(payoutAccountFailureMessage(new ApiRequestError({ status: 409, code: 'CONFLICT', message: 'Something went wrong' }))).toBe(
      'Something went wrong',
    );
  });

  it("says 'An unexpected error occurred' for the rest", () => {
    expect(payoutAccountFailureMessage(new ApiRequestError({ status: 502, code: 'INTERNAL', message: 'Bad gateway' }))).toBe(
      'An unexpected error occurred',
    );
    expect(payoutAccountFailureMessage(new ApiRequestError({ status: 0, code: 'NETWORK', message: 'x' }))).toBe('An unexpected error occurred');
  });
});
