import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/shared/api/api-request-error';
import { autoMessageRemaining, cleanOtp, EMAIL_CHECK_DEBOUNCE_MS, emailChangeFailure, emailChangePath, localEmailError, otpError, stepAfterVerifiedCode } from './email-change';

describe('email change rules', () => {
  it("says 'Failed to send OTP' or 'Failed to verify OTP' when the server gave no reason, and its own refusal otherwise", () => {
    const noAnswer = new ApiRequestError({ status: 0, code: 'NETWORK', message: 'x' });
    const serverFailed = new ApiRequestError({ status: 502, code: 'INTERNAL', message: 'x' });
    const refused = new ApiRequestError({ status: 429, code: 'RATE_LIMITED', message: 'Too many requests. Please try again in a few minutes.' });
    expect(emailChangeFailure(noAnswer, 'send')).toBe('Failed to send OTP');
    expect(emailChangeFailure(serverFailed, 'send')).toBe('Failed to send OTP');
    expect(emailChangeFailure(serverFailed, 'verify')).toBe('Failed to verify OTP');
    expect(emailChangeFailure(refused, 'send')).toBe('Too many requests. Please try again in a few minutes.');
  });

  it('takes the code path for a verified address and the direct path otherwise', () => {
    expect(emailChangePath(true)).toBe('otp');
    expect(emailChangePath(false)).toBe('direct');
  });

  it("checks the format, then refuses the old address with the spec's words", () => {
    expect(localEmailError('', 'ana@example.com')).toBeUndefined();
    expect(localEmailError('ana@', 'ana@example.com')).toBe('Please enter a valid email address.');
    expect(localEmailError(' ANA@example.com ', 'ana@example.com')).toBe('New email address cannot be same as old email address.');
    expect(localEmailError('new@example.com', 'ana@example.com')).toBeUndefined();
  });

  it('keeps digits only in the code, and wants exactly 6', () => {
    expect(cleanOtp('12a 34-5678')).toBe('123456');
    expect(otpError('12345')).toBe('OTP must be exactly 6 digits.');
    expect(otpError('123456')).toBeUndefined();
  });

  it('debounces the availability check by 500 ms and counts the auto-message down from 1000', () => {
    expect(EMAIL_CHECK_DEBOUNCE_MS).toBe(500);
    expect(autoMessageRemaining('x'.repeat(990))).toBe(10);
  });
});

describe('stepAfterVerifiedCode', () => {
  const step = { step: 'code', sentTo: 'current', otpId: 'first', newEmail: 'new@example.com' } as const;

  it("moves from the current address's code to the new address's one", () => {
    expect(stepAfterVerifiedCode(step, { otp_id: 'second' })).toEqual({ ...step, sentTo: 'new', otpId: 'second' });
  });

  it("is done after the new address's code", () => {
    expect(stepAfterVerifiedCode({ ...step, sentTo: 'new' }, {})).toBe('done');
  });
});
