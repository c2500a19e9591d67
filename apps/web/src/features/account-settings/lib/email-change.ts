import { accountSettingsMessages, emailSchema } from '@velvet/contracts';
import { isApiRequestError } from '@/shared/api';
import { toUserMessage } from '@/shared/errors';

/** How long the typed address must stay unchanged before its availability is asked (the spec: 500 ms). */
export const EMAIL_CHECK_DEBOUNCE_MS = 500;

/** The spec's two paths: a verified address is changed with a code; an unverified one directly. */
export type EmailChangePath = 'otp' | 'direct';
export const emailChangePath = (emailVerified: boolean): EmailChangePath => (emailVerified ? 'otp' : 'direct');

/** What can be told without the server: the format, then 'same as old'. Undefined when the address may be checked. */
export function localEmailError(newEmail: string, currentEmail: string): string | undefined {
  const typed = newEmail.trim();
  if (!typed) return undefined;
  const parsed = emailSchema.safeParse(typed);
  if (!parsed.success) return parsed.error.issues[0]?.message;
  if (parsed.data === currentEmail.trim().toLowerCase()) return accountSettingsMessages.sameEmail;
  return undefined;
}

/** The code field keeps digits only, at most 6. */
export const cleanOtp = (typed: string) => typed.replace(/\D/g, '').slice(0, 6);

export const otpError = (otp: string): string | undefined => (/^\d{6}$/.test(otp) ? undefined : accountSettingsMessages.otpLength);

/** Where a code of the verified path was mailed: first the current address, then the new one. */
export type CodeTarget = 'current' | 'new';

/** The dialog's steps: the new address, then (verified path) the code from the current address, then the one from the new. */
export type EmailChangeStep = { step: 'address' } | { step: 'code'; sentTo: CodeTarget; otpId: string; newEmail: string };

/** The step after a verified code: the new address's code when the answer names one, else done. */
export const stepAfterVerifiedCode = (step: Extract<EmailChangeStep, { step: 'code' }>, answer: { otp_id?: string }): EmailChangeStep | 'done' =>
  step.sentTo === 'current' && answer.otp_id ? { ...step, sentTo: 'new', otpId: answer.otp_id } : 'done';

/** Where a verified change lands: the spec's account information page (an alias of /settings/account). */
export const afterVerifiedChange = '/settings/account-information';

export const AUTO_MESSAGE_LIMIT = 1000;
export const autoMessageRemaining = (text: string) => AUTO_MESSAGE_LIMIT - text.length;

/**
 * What a failed step says: the server's own refusal when it gave one (a 4xx names the problem), else the
 * spec's 'Failed to send OTP' or 'Failed to verify OTP' (no answer, or the server failed).
 */
export function emailChangeFailure(error: unknown, during: 'send' | 'verify' | 'direct'): string {
  const refused = isApiRequestError(error) && error.status >= 400 && error.status < 500;
  if (refused || during === 'direct') return toUserMessage(error);
  return during === 'send' ? accountSettingsMessages.otpSendFailed : accountSettingsMessages.otpFailed;
}
