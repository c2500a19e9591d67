import { z } from 'zod';
import { messages } from './messages.ts';

export const deviceInfoSchema = z.strictObject({
  device: z.string().max(200).optional(),
  os: z.string().max(200).optional(),
  browser: z.string().max(200).optional(),
  country: z.string().max(100).optional(),
  city: z.string().max(100).optional(),
  device_id: z.string().max(200).optional(),
});
export type DeviceInfo = z.infer<typeof deviceInfoSchema>;

export const signInSchema = z.strictObject({
  username: z.string().trim().min(1, messages.emailRequired).max(320),
  password: z.string().min(1, messages.passwordRequired).max(256),
  device_info: deviceInfoSchema.optional(),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** A session's answer: the access token. Its refresh token is set as an HttpOnly cookie, out of reach of scripts. */
export const tokensSchema = z.object({ token: z.string() });
export type Tokens = z.infer<typeof tokensSchema>;
