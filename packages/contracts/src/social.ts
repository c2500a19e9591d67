import { z } from 'zod';
import { referralFields, signUpUserTypes } from './accounts.ts';
import { deviceInfoSchema } from './auth.ts';

/** Social sign-in and sign-up: the identity providers the app offers. */
export const socialProviders = ['google', 'twitter', 'facebook'] as const;
export type SocialProvider = (typeof socialProviders)[number];

export const socialMessages = {
  stateInvalid: 'Your social sign-in has expired or did not start here. Please try again.',
  providerFailed: 'The sign-in provider did not confirm your account. Please try again.',
  noEmail: 'Your social account did not share an email address.',
  unverifiedEmailTaken: 'An account with this email already exists. Sign in with your password.',
  accountNotVerified: 'An account with this email exists but its email is not verified. Sign in with your password.',
} as const;

export const socialProviderParamsSchema = z.object({ provider: z.enum(socialProviders) });

/** Start: the chosen user type and the referral of the sign-up link, kept for a new account made at the callback. */
export const socialStartQuerySchema = z.object({ user_type: z.enum(signUpUserTypes).optional(), ...referralFields });

export const socialStartSchema = z.object({ url: z.url() });
export type SocialStart = z.infer<typeof socialStartSchema>;

export const socialCompleteSchema = z.strictObject({
  code: z.string().min(1).max(2000),
  state: z.string().min(1).max(200),
  user_type: z.enum(signUpUserTypes).optional(),
  device_info: deviceInfoSchema.optional(),
});
export type SocialCompleteInput = z.infer<typeof socialCompleteSchema>;
