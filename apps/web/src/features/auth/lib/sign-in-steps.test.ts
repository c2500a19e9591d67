import { accountMessages } from '@velvet/contracts';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/shared/api/api-request-error';
import { credentialErrors, formatCountdown, readSignInResult, secondsUntil } from './sign-in-steps';

const apiError = (message: string, options: { code?: string; fields?: Record<string, string> } = {}) =>
  new ApiRequestError({ status: 401, code: options.code ?? 'INVALID_CREDENTIALS', message, fields: options.fields });

describe('readSignInResult', () => {
  it('signs in with tokens, or asks for the mailed code, or for the authenticator code', () => {
    expect(readSignInResult({ token: 't' })).toEqual({ kind: 'signed-in', tokens: { token: 't' } });
    const challenge = { otp_required: true as const, otp_id: 'o', expires_at: '2026-01-01T00:05:00Z', resend_at: '2026-01-01T00:02:00Z' };
    expect(readSignInResult(challenge)).toEqual({ kind: 'otp', challenge });
    expect(readSignInResult({ two_factor_required: true, otp_id: 'o' })).toEqual({ kind: 'two-factor', otpId: 'o' });
  });
});

describe('credentialErrors', () => {
  it('shows the suspended notice for a banned account', () => {
    expect(credentialErrors(apiError('Your account is banned!', { code: 'ACCOUNT_BANNED' }))).toEqual({ banned: true });
  });

  it("puts the server's field messages on the fields, with the spec's renames", () => {
    expect(credentialErrors(apiError('No User Found', { fields: { username: 'No User Found' } }))).toEqual({ username: "Entered Email doesn't exist" });
    expect(credentialErrors(apiError('Incorrect password', { fields: { password: 'Incorrect password' } }))).toEqual({ password: 'Incorrect password' });
  });

  it('reads the field from a message that names the username or the password', () => {
    expect(credentialErrors(apiError('Invalid password'))).toEqual({ password: 'Invalid password' });
    expect(credentialErrors(apiError('Username not recognised'))).toEqual({ username: 'Username not recognised' });
  });

  it('shows anything else as an alert, renamed where the spec says', () => {
    expect(credentialErrors(apiError('Something Went Wrong'))).toEqual({ alert: 'Something went wrong!' });
    expect(credentialErrors(apiError('invalid signature'))).toEqual({ alert: 'Invalid Request' });
    expect(credentialErrors(apiError('JTI did not matched'))).toEqual({ alert: 'Request has expired' });
    expect(credentialErrors(new TypeError('boom'))).toEqual({ alert: 'Something went wrong' });
  });

  it("shows the per-account throttle's wait and lock as an alert, not as the password's error", () => {
    const locked = accountMessages.accountLocked(15);
    expect(credentialErrors(apiError(locked, { code: 'RATE_LIMITED' }))).toEqual({ alert: locked });
    expect(credentialErrors(apiError(accountMessages.tooManyAttempts(4), { code: 'RATE_LIMITED' }))).toEqual({ alert: 'Too many failed attempts. Please try again in 4 seconds.' });
  });
});

describe('countdown', () => {
  it('counts whole seconds down to zero and formats minutes and seconds', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(secondsUntil('2026-01-01T00:02:00Z', now)).toBe(120);
    expect(secondsUntil('2026-01-01T00:00:00.200Z', now)).toBe(1);
    expect(secondsUntil('2025-12-31T23:59:00Z', now)).toBe(0);
    expect(formatCountdown(120)).toBe('2:00');
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(0)).toBe('0:00');
  });
});
