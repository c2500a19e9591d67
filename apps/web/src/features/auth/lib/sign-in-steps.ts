import type { OtpChallenge, SignInResult, Tokens } from '@velvet/contracts';
import { messages } from '@velvet/contracts';
import { isApiRequestError } from '@/shared/api/api-request-error';
import { toUserMessage, UserFacingError } from '@/shared/errors';

/** Where the Sign In dialog is: the credentials, a mailed code, the authenticator code, or the forgot-password form. */
export type SignInStep =
  | { kind: 'credentials'; notice?: string }
  | { kind: 'otp'; challenge: OtpChallenge }
  | { kind: 'two-factor'; otpId: string }
  | { kind: 'forgot-password' };

export type SignInOutcome = { kind: 'signed-in'; tokens: Tokens } | Exclude<SignInStep, { kind: 'credentials' | 'forgot-password' }>;

/** What the sign-in answer asks for next (spec: a new device needs the OTP, a '2FA' answer the code). */
export function readSignInResult(result: SignInResult): SignInOutcome {
  if ('two_factor_required' in result) return { kind: 'two-factor', otpId: result.otp_id };
  if ('otp_required' in result) return { kind: 'otp', challenge: result };
  return { kind: 'signed-in', tokens: result };
}

export type CredentialErrors = { banned?: true; username?: string; password?: string; alert?: string };

const reword = (message: string) => toUserMessage(new UserFacingError(message));

/**
 * How a failed sign-in is shown: a banned account gets its notice, a message naming the username
 * (or email) or the password becomes that field's error, anything else an alert; the spec's renames apply.
 * A refusal to try now (too many attempts, a locked account) is an alert even though it names the password.
 */
export function credentialErrors(error: unknown): CredentialErrors {
  if (isApiRequestError(error, 'ACCOUNT_BANNED') || (error instanceof Error && error.message === messages.accountBanned)) return { banned: true };
  if (!isApiRequestError(error) || error.code === 'RATE_LIMITED') return { alert: toUserMessage(error) };
  const { username, password } = error.fields;
  if (username || password) {
    return { ...(username && { username: reword(username) }), ...(password && { password: reword(password) }) };
  }
  if (/password/i.test(error.message)) return { password: reword(error.message) };
  if (/username|email|user found/i.test(error.message)) return { username: reword(error.message) };
  return { alert: toUserMessage(error) };
}

/** Whole seconds from `now` until an ISO time, never below zero. */
export const secondsUntil = (iso: string, now: number) => Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000));

/** 125 → '2:05'. */
export const formatCountdown = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
