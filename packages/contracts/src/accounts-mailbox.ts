import { z } from 'zod';

/** `GET /api/dev/outbox?to=`: the dev mailbox, served only while no SMTP server is configured. */
export const devOutboxQuerySchema = z.strictObject({
  to: z.string().trim().max(320).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type DevOutboxQuery = z.infer<typeof devOutboxQuerySchema>;

export const devMessageSchema = z.object({
  _id: z.string(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  html: z.string().nullable(),
  created_at: z.string(),
});
export type DevMessage = z.infer<typeof devMessageSchema>;
