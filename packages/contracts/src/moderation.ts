import { z } from 'zod';

/** What staff can take down from the reports queue. */
export const moderatedKinds = ['post', 'story', 'product', 'message', 'profile'] as const;
export type ModeratedKind = (typeof moderatedKinds)[number];

export const moderationMessages = {
  reasonLength: 'Write the reason the owner will read (5 to 500 characters).',
  appealLength: 'Tell us why it should be restored (10 to 2000 characters).',
  notFound: 'The content was not found',
  alreadyHidden: 'This content is already hidden.',
  hidden: 'Content hidden',
  hiddenNotice: (kind: string, reason: string) => `Your ${kind} was hidden by our moderators: ${reason} You can appeal once from your hidden content.`,
  takedownNotFound: 'Hidden content not found',
  appealOnce: 'You have already appealed this decision.',
  appealSent: 'Appeal sent. A moderator will review it.',
  noAppeal: 'There is no pending appeal for this content.',
  restoredNotice: (kind: string) => `Your appeal was accepted: your ${kind} is visible again.`,
  upheldNotice: (kind: string, note: string) => `Your appeal was reviewed and the ${kind} stays hidden: ${note}`,
  banReasonLength: 'Write the reason for the ban (5 to 500 characters).',
} as const;

const reasonSchema = z.string({ error: moderationMessages.reasonLength }).trim().min(5, moderationMessages.reasonLength).max(500, moderationMessages.reasonLength);

/** `POST /api/admin/moderation/hide`: takes content down, optionally resolving the report that led to it. */
export const hideContentSchema = z.strictObject({
  kind: z.enum(moderatedKinds),
  item_id: z.uuid(),
  reason: reasonSchema,
  report_id: z.uuid().optional(),
});
export type HideContentInput = z.input<typeof hideContentSchema>;

/** `POST /api/moderation/:id/appeal`: the owner's one appeal. */
export const appealSchema = z.strictObject({
  text: z.string({ error: moderationMessages.appealLength }).trim().min(10, moderationMessages.appealLength).max(2000, moderationMessages.appealLength),
});

/** `POST /api/admin/moderation/:id/decide`: restore the content, or keep it hidden with a note to the owner. */
export const appealDecisionSchema = z.strictObject({ decision: z.enum(['restore', 'uphold']), note: reasonSchema });

/** `POST /api/admin/users/:id/ban`: the reason is written to the audit log and shown to staff. */
export const banSchema = z.strictObject({
  reason: z.string({ error: moderationMessages.banReasonLength }).trim().min(5, moderationMessages.banReasonLength).max(500, moderationMessages.banReasonLength),
});

export const appealStatuses = ['none', 'pending', 'restored', 'upheld'] as const;

/** A takedown as its owner and staff see it. */
export const takedownSchema = z.object({
  _id: z.uuid(),
  kind: z.enum(moderatedKinds),
  item_id: z.uuid(),
  owner_id: z.uuid(),
  reason: z.string(),
  hidden_at: z.string(),
  appeal: z.object({ status: z.enum(appealStatuses), text: z.string().nullable(), note: z.string().nullable() }),
  /** False once an appeal restored it. */
  hidden: z.boolean(),
});
export type Takedown = z.infer<typeof takedownSchema>;

export const takedownsQuerySchema = z.strictObject({ appeal: z.enum(appealStatuses).optional(), limit: z.coerce.number().int().min(1).max(100).default(50) });

export const takedownsPageSchema = z.object({ items: z.array(takedownSchema), counts: z.object({ pending_appeals: z.number() }) });
export type TakedownsPage = z.infer<typeof takedownsPageSchema>;
