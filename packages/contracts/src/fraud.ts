import { z } from 'zod';

/** What a fan or an admin is told when a fraud limit refuses, or is lifted. */
export const fraudMessages = {
  depositCount: 'You have reached the number of deposits allowed per day. Please try again tomorrow or contact support.',
  depositAmount: 'This deposit would exceed the amount you can deposit per day. Please try a smaller amount or contact support.',
  newCards: 'You have added the number of new cards allowed per day. Please try again tomorrow or contact support.',
  cardFingerprint: 'This card is already used by too many accounts and cannot be added. Please use another card or contact support.',
  reasonLength: 'Reason must be between 5 and 500 characters',
} as const;

/** The limits an admin can lift for one account, for a day. */
export const fraudLimitKinds = ['deposits', 'new_cards', 'card_fingerprint'] as const;
export type FraudLimitKind = (typeof fraudLimitKinds)[number];

/** `POST /api/admin/users/:id/limits/lift`: the reason goes to the audit log. */
export const liftLimitSchema = z.strictObject({
  kind: z.enum(fraudLimitKinds, { error: 'Choose a limit to lift' }),
  reason: z.string({ error: fraudMessages.reasonLength }).trim().min(5, fraudMessages.reasonLength).max(500, fraudMessages.reasonLength),
});
export type LiftLimitInput = z.infer<typeof liftLimitSchema>;

/** A lift as staff see it: the limit does not apply to the account until `lifted_until`. */
export const limitLiftSchema = z.object({
  user_id: z.uuid(),
  kind: z.enum(fraudLimitKinds),
  reason: z.string(),
  lifted_until: z.iso.datetime({ offset: true }),
});
export type LimitLift = z.infer<typeof limitLiftSchema>;
