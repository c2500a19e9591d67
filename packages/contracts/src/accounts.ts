import { z } from 'zod';
import { deviceInfoSchema, tokensSchema } from './auth.ts';
import { messages } from './messages.ts';

const count = (amount: number, unit: string) => `${amount} ${unit}${amount === 1 ? '' : 's'}`;

/** The accounts messages: the spec's words where it quotes them, ours where it is silent. */
export const accountMessages = {
  invalidEmail: 'Please enter a valid email address.',
  invalidForgotEmail: 'Please enter a valid email',
  disposableEmail: 'Disposable email addresses are not allowed. Please use a permanent email address.',
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  emailValidationExpired: 'Your email check has expired. Please re-enter your email.',
  usernameTooShort: 'Username must be at least 4 characters long.',
  usernameTooLong: 'Username must be at most 40 characters long.',
  usernameSpaces: 'Username cannot contain spaces.',
  usernameCharacters: 'Only letters, numbers, and underscores allowed',
  usernameTaken: 'This username is already taken.',
  passwordRequired: messages.passwordRequired,
  passwordTooShort: 'Password must be at least 8 characters',
  passwordUppercase: 'Must contain at least one uppercase letter',
  passwordSpecial: 'Must contain a special character',
  ageRequired: 'Please confirm that you are 18 or older and accept the terms.',
  otpFormat: 'Please enter a valid 6-digit OTP',
  otpSent: 'We sent a 6-digit code to your email.',
  wrongOtp: 'Wrong OTP code, please re-check and try again.',
  codeExpired: 'This code has expired. Please sign in again.',
  tooManyWrongCodes: 'Too many wrong codes. Please sign in again.',
  resendTooSoon: 'Please wait before asking for a new code.',
  twoFactorRequired: '2FA required',
  invalidTwoFactorCode: 'Invalid two-factor code',
  twoFactorAlreadyOn: 'Two-factor authentication is already on.',
  twoFactorNotStarted: 'Start the two-factor setup first.',
  twoFactorNotOn: 'Two-factor authentication is not on.',
  twoFactorOn: 'Two-factor authentication is on.',
  twoFactorOff: 'Two-factor authentication is off.',
  twoFactorDisableProof: 'Enter your two-factor code or your password.',
  twoFactorRecoverySent: 'If an account with two-factor authentication uses this email, we sent it a link to turn it off.',
  emailSent: 'Email sent successfully!',
  emailNotVerified: 'Your email is not verified. Please verify your email',
  emailAlreadyVerified: 'Your email is already verified.',
  emailVerified: 'Your email is verified. Thank you!',
  mailCooldown: 'We just sent you an email. Please wait a minute before asking for another.',
  linkInvalid: 'This link has expired or was already used. Please request a new one.',
  resetLinkSent: 'If an account uses this email, we sent it a link to reset the password.',
  resetLinkFailed: 'Failed to send password reset link',
  passwordReset: 'Your password has been changed. Please sign in with the new one.',
  passwordChanged: 'Your password has been changed.',
  incorrectPassword: 'Incorrect password',
  currentPasswordWrong: 'Current password is incorrect.',
  samePassword: 'The new password must differ from the current one.',
  /** Per-account throttle (ours: the spec quotes no message for it): a wait between failed attempts. */
  tooManyAttempts: (seconds: number) => `Too many failed attempts. Please try again in ${count(seconds, 'second')}.`,
  /** Per-account throttle: the lock after too many failed attempts, which refuses even the right answer. */
  accountLocked: (minutes: number) =>
    `Too many failed attempts: your account is locked. Please try again in ${count(minutes, 'minute')}, or reset your password with "Forgot password?".`,
} as const;

export const USERNAME_MIN = 4;
export const USERNAME_MAX = 40;
export const OTP_LENGTH = 6;
/** Login OTP timers (spec section 9). */
export const LOGIN_OTP_TTL_SECONDS = 300;
export const LOGIN_OTP_RESEND_SECONDS = 120;
/** Username and email availability checks wait this long after typing (spec section 9). */
export const SIGN_UP_CHECK_DEBOUNCE_MS = 600;

/** The four password rules, in the order the spec lists them; the form shows each as the user types. */
export const passwordRules = [
  { message: accountMessages.passwordRequired, test: (password: string) => password.length > 0 },
  { message: accountMessages.passwordTooShort, test: (password: string) => password.length >= 8 },
  { message: accountMessages.passwordUppercase, test: (password: string) => /[A-Z]/.test(password) },
  { message: accountMessages.passwordSpecial, test: (password: string) => /[^A-Za-z0-9\s]/.test(password) },
] as const;

export const passwordSchema = passwordRules
  .reduce((schema, rule) => schema.refine(rule.test, rule.message), z.string())
  .max(256, 'Password must be at most 256 characters');

/** Optional at sign-up; lowercased; 4 to 40 letters, digits and underscores. */
export const usernameSchema = z
  .string()
  .toLowerCase()
  .min(USERNAME_MIN, accountMessages.usernameTooShort)
  .max(USERNAME_MAX, accountMessages.usernameTooLong)
  .refine((username) => !/\s/.test(username), accountMessages.usernameSpaces)
  .refine((username) => /^[a-z0-9_\s]*$/.test(username), accountMessages.usernameCharacters);

export const emailSchema = z.string().trim().toLowerCase().max(254, accountMessages.invalidEmail).pipe(z.email(accountMessages.invalidEmail));

export const otpSchema = z.string().regex(/^\d{6}$/, accountMessages.otpFormat);

/** `POST /api/users/check-email`. */
export const checkEmailSchema = z.strictObject({ email: emailSchema });
export type CheckEmailInput = z.infer<typeof checkEmailSchema>;

export const emailCheckSchema = z.object({
  /** Present when the email was accepted: sign-up must send it back. */
  validation_id: z.string().nullable(),
  expires_at: z.string().nullable(),
  status: z.enum(['valid', 'reject']),
  reason: z.string().optional(),
  /** A likely intended address ('ana@gmial.com' → 'ana@gmail.com'), clickable to apply. */
  suggestion: z.string().optional(),
});
export type EmailCheck = z.infer<typeof emailCheckSchema>;

/** `POST /api/users/check-username`: 200 when free, 409 'This username is already taken.' otherwise. */
export const checkUsernameSchema = z.strictObject({ username: usernameSchema });
export const usernameCheckSchema = z.object({ username: z.string(), available: z.literal(true) });
export type UsernameCheck = z.infer<typeof usernameCheckSchema>;

export const signUpUserTypes = ['USER', 'CREATOR'] as const;
export type SignUpUserType = (typeof signUpUserTypes)[number];

/**
 * A sign-up link's referral, sent by every sign-up (email and social): `referred_by` names the referrer
 * (their username or account id) and `velvet_cash_id` is the spec's `{product}_cash_id`, an affiliate
 * campaign id.
 */
export const referralFields = {
  referred_by: z.string().trim().max(100).optional(),
  /** The spec's `{product}_cash_id`: an affiliate campaign id. */
  velvet_cash_id: z.string().trim().max(100).optional(),
};
export type Referral = { referred_by?: string; velvet_cash_id?: string };

/** `POST /api/users/sign-up` (spec section 3, sign-up payload). */
export const signUpSchema = z.strictObject({
  username: usernameSchema.optional(),
  email: emailSchema,
  password: passwordSchema,
  validation_id: z.string().min(1, accountMessages.emailValidationExpired).max(300),
  device_info: deviceInfoSchema.optional(),
  user_type: z.enum(signUpUserTypes),
  ...referralFields,
  offer_id: z.string().max(100).optional(),
  age_confirmed: z.literal(true, accountMessages.ageRequired),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

/** A sign-in from a device the account has not used: a code was mailed. */
export const otpChallengeSchema = z.object({
  otp_required: z.literal(true),
  otp_id: z.string(),
  expires_at: z.string(),
  resend_at: z.string(),
});
export type OtpChallenge = z.infer<typeof otpChallengeSchema>;

/** An account with an authenticator app: its code is asked next. */
export const twoFactorChallengeSchema = z.object({
  two_factor_required: z.literal(true),
  otp_id: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** `POST /api/users/login`: tokens, or the next step. */
export const signInResultSchema = z.union([tokensSchema, otpChallengeSchema, twoFactorChallengeSchema]);
export type SignInResult = z.infer<typeof signInResultSchema>;

export const verifyLoginOtpSchema = z.strictObject({ otp: otpSchema, otp_id: z.uuid(accountMessages.codeExpired) });
export type VerifyLoginOtpInput = z.infer<typeof verifyLoginOtpSchema>;

export const resendLoginOtpSchema = z.strictObject({ otp_id: z.uuid(accountMessages.codeExpired) });

export const twoFactorVerifySchema = z.strictObject({ otp_id: z.uuid(accountMessages.codeExpired), code: otpSchema });
export type TwoFactorVerifyInput = z.infer<typeof twoFactorVerifySchema>;

/** `POST /api/users/2fa/topt`: the secret to enter in an authenticator app, as text and as a QR code. */
export const totpSetupSchema = z.object({ secret: z.string(), otpauth_url: z.string(), qr_code: z.string() });
export type TotpSetup = z.infer<typeof totpSetupSchema>;

export const totpCodeSchema = z.strictObject({ code: otpSchema });

export const totpDisableSchema = z
  .strictObject({ code: otpSchema.optional(), password: z.string().min(1).max(256).optional() })
  .refine((value) => value.code || value.password, accountMessages.twoFactorDisableProof);
export type TotpDisableInput = z.infer<typeof totpDisableSchema>;

export const twoFactorStatusSchema = z.object({ enabled: z.boolean() });

/** Forgot password, and the 2FA recovery mail: the same answer whether or not the email is known. */
export const forgotPasswordSchema = z.strictObject({
  email: z.string().trim().toLowerCase().max(254, accountMessages.invalidForgotEmail).pipe(z.email(accountMessages.invalidForgotEmail)),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

const linkTokenSchema = z.string().min(1, accountMessages.linkInvalid).max(200, accountMessages.linkInvalid);

export const resetPasswordSchema = z.strictObject({ token: linkTokenSchema, password: passwordSchema });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const totpRecoverySchema = z.strictObject({ token: linkTokenSchema, password: z.string().min(1, messages.passwordRequired).max(256) });
export type TotpRecoveryInput = z.infer<typeof totpRecoverySchema>;

export const changePasswordSchema = z.strictObject({
  old_password: z.string().min(1, messages.passwordRequired).max(256),
  new_password: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const verifyEmailSchema = z.strictObject({ token: linkTokenSchema });

/** Answers that only confirm: `data.message` is the text to show. */
export const messageSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageSchema>;
