import { z } from 'zod';
import { emailSchema } from './accounts.ts';
import { deviceInfoSchema, tokensSchema } from './auth.ts';

/** Account settings (/settings/account): email change, privacy, a creator's auto-message, sign out everywhere. */
export const accountSettingsMessages = {
  sameEmail: 'New email address cannot be same as old email address.',
  emailUnavailable: 'This email address cannot be used.',
  otpLength: 'OTP must be exactly 6 digits.',
  otpSent: 'OTP sent successfully',
  otpSendFailed: 'Failed to send OTP',
  otpFailed: 'Failed to verify OTP',
  otpVerified: 'OTP verified successfully!',
  emailVerified: 'Email verified successfully!',
  emailUpdated: 'Email updated successfully',
  emailNeedsVerifiedPath: 'Your email is verified: confirm the change with the codes sent to your current and new addresses.',
  emailNeedsDirectPath: 'Your email is not verified: change it directly.',
  privacySaved: 'Privacy settings saved.',
  autoMessageSaved: 'Auto-message saved.',
  autoMessageTooLong: 'The message can be at most 1000 characters.',
  autoMessageEmpty: 'Write a message to turn the auto-message on.',
  autoMessageCreatorsOnly: 'Only creators can set an auto-message.',
  signedOutEverywhere: 'Signed out on every device.',
} as const;

export const EMAIL_CHANGE_OTP_TTL_SECONDS = 600;
export const AUTO_MESSAGE_MAX_LENGTH = 1000;

export const changeEmailOtpSchema = z.string().regex(/^\d{6}$/, accountSettingsMessages.otpLength);

/** `POST /api/users/email/check`: 200 { status: 'valid' } or { status: 'reject', reason }. */
export const emailChangeCheckSchema = z.strictObject({ new_email: emailSchema });
export type EmailChangeCheckInput = z.infer<typeof emailChangeCheckSchema>;
export const emailChangeCheckResultSchema = z.object({ status: z.enum(['valid', 'reject']), reason: z.string().optional() });
export type EmailChangeCheckResult = z.infer<typeof emailChangeCheckResultSchema>;

/** `POST /api/users/email/send-otp` (verified email): mails a code to the current address, to prove it is the owner asking. */
export const emailChangeSendOtpSchema = z.strictObject({ new_email: emailSchema });
export const emailChangeOtpSentSchema = z.object({ otp_id: z.string(), expires_at: z.string() });
export type EmailChangeOtpSent = z.infer<typeof emailChangeOtpSentSchema>;

/**
 * `POST /api/users/email/verify-otp`, twice: the code from the current address answers fresh tokens and
 * the `otp_id` of a code now mailed to the new address; that second code changes the email.
 */
export const emailChangeVerifySchema = z.strictObject({ otp_id: z.uuid(), otp: changeEmailOtpSchema, device_info: deviceInfoSchema.optional() });
export type EmailChangeVerifyInput = z.infer<typeof emailChangeVerifySchema>;
export const emailChangeVerifiedSchema = tokensSchema.extend({ otp_id: z.string().optional(), expires_at: z.string().optional() });
export type EmailChangeVerified = z.infer<typeof emailChangeVerifiedSchema>;

/** `PUT /api/users/email` (unverified email): changes it directly and mails a new verification link. */
export const emailChangeDirectSchema = z.strictObject({ email: emailSchema, device_info: deviceInfoSchema.optional() });
export type EmailChangeDirectInput = z.infer<typeof emailChangeDirectSchema>;

export const profileVisibilitySchema = z.enum(['public', 'subscribers', 'private']);
export const allowMessagesFromSchema = z.enum(['everyone', 'subscribers', 'nobody']);

/** `PUT /api/users/privacy-setting`. */
export const privacySettingSchema = z.strictObject({
  profile_visibility: profileVisibilitySchema,
  show_online_status: z.boolean(),
  allow_messages_from: allowMessagesFromSchema,
});
export type PrivacySetting = z.infer<typeof privacySettingSchema>;

/** `GET`/`PUT /api/users/auto-message`: a creator's welcome message to new subscribers. */
export const autoMessageSchema = z
  .strictObject({
    enabled: z.boolean(),
    text: z.string().trim().max(AUTO_MESSAGE_MAX_LENGTH, accountSettingsMessages.autoMessageTooLong),
  })
  .refine((value) => !value.enabled || value.text.length > 0, { message: accountSettingsMessages.autoMessageEmpty, path: ['text'] });
export type AutoMessage = z.infer<typeof autoMessageSchema>;

/** `GET /api/users/account-settings`. */
export const accountSettingsSchema = z.object({
  email: z.string(),
  email_verified: z.boolean(),
  privacy: privacySettingSchema,
  auto_message: z.object({ enabled: z.boolean(), text: z.string() }).nullable(),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

export const defaultPrivacySetting: PrivacySetting = { profile_visibility: 'public', show_online_status: true, allow_messages_from: 'everyone' };
