import { z } from 'zod';

/** Every error the API answers with has this shape. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const errorCodes = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'TOKEN_EXPIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'ACCOUNT_BANNED',
  'INVALID_CREDENTIALS',
  /** A sign-in code or step that expired, was used, or was burned by wrong guesses: start again. */
  'CODE_EXPIRED',
  'PAYLOAD_TOO_LARGE',
  /** A well-formed request the rules refuse (profile completion answers 422 with the rule's message). */
  'UNPROCESSABLE',
  /** A banned word in a search: the spec's error code 1000. */
  'BANNED_WORD',
  /** A paid access is needed first (the chat fee). */
  'PAYMENT_REQUIRED',
  'PROVIDER_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];
