import { z } from 'zod';

/** One line of the append-only audit log: who did what, on what, why, and the state before and after. */
export const auditEntrySchema = z.object({
  _id: z.number().int(),
  at: z.string(),
  /** The admin who acted, or null for a system job or a provider event. */
  actor_id: z.uuid().nullable(),
  actor_username: z.string().nullable(),
  /** e.g. `POST /api/admin/transactions/:id/refund`, `dispute.opened`, `job:earnings-release`. */
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  reason: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.strictObject({
  /** Matches the action, the target's id or type, or the reason. */
  q: z.string().trim().max(200).optional(),
  actor_id: z.uuid().optional(),
  /** The action contains this, e.g. `ban` or `dispute.`. */
  action: z.string().trim().max(200).optional(),
  target_type: z.string().trim().max(100).optional(),
  target_id: z.string().trim().max(200).optional(),
  /** Entries on or after this day, and on or before that one (UTC). */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  /** Entries older than this id (the previous page's `next`). */
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
export type AuditQueryInput = z.input<typeof auditQuerySchema>;

export const auditPageSchema = z.object({ items: z.array(auditEntrySchema), next: z.number().int().nullable() });
export type AuditPage = z.infer<typeof auditPageSchema>;
