import { z } from 'zod';
import { dollarsSchema } from './money.ts';

export const withdrawMessages = {
  insufficientBalanceInline: 'Insufficent Balance',
  minimumAmount: (dollars: number) => `Minimum amount: $${dollars}`,
  insufficientWithdrawable: 'Insufficient withdrawable balance',
  firstMinimum: 'You must withdraw at least $100',
  withdrawn: 'Money withdrawn!',
  payoutAccountFailed: 'An unexpected error occurred',
  payoutAccountActive: 'Something went wrong',
  contactSupport: 'Contact Support',
  awaitingReview: 'Your withdrawal is waiting for our team to approve it; it goes out as soon as it is approved.',
  reviewNotFound: 'Withdrawal not found',
  notAwaitingReview: 'This withdrawal is not waiting for a review.',
  approved: 'Withdrawal approved and sent',
  rejected: 'Withdrawal rejected',
  rejectReasonLength: 'Write the reason the creator will read (5 to 500 characters).',
  payoutAccountRequired: 'Choose the payout account to withdraw to.',
  payoutMethodUnknown: 'Choose a payout method we offer.',
  payoutAccountMismatch: 'Withdrawals go only to your own activated payout account. Reopen Withdraw and try again.',
} as const;

/**
 * Where a withdrawal can go: the payout provider's account (the spec's `masspay_data`), the one payout
 * method the platform has. The Withdraw payload's `type` names it and `sid` names the account.
 */
export const payoutMethods = ['masspay'] as const;
export type PayoutMethod = (typeof payoutMethods)[number];
export const payoutMethodSchema = z.enum(payoutMethods, withdrawMessages.payoutMethodUnknown);

/** Why a withdrawal waits for an admin: above the review amount, the account's first, or the account has open disputes. */
export const withdrawalReviewReasons = ['large', 'first', 'disputes'] as const;
export type WithdrawalReviewReason = (typeof withdrawalReviewReasons)[number];
export const withdrawalReviewSchema = z.object({
  status: z.enum(['awaiting', 'approved', 'rejected']),
  reasons: z.array(z.enum(withdrawalReviewReasons)),
});

export const withdrawBalanceSchema = z.object({ balance: z.number(), is_first_withdrawal_done: z.boolean() });
export type WithdrawBalance = z.infer<typeof withdrawBalanceSchema>;

/**
 * `Withdraw`: amount, sid and type, as the spec's WITHDRAW trigger carries them: `sid` is the payout
 * account the money goes to (its id at the payout provider, as the payout account answer gives it) and
 * `type` its payout method. The server sends the money only to the caller's own activated account.
 */
export const withdrawSchema = z.strictObject({
  amount: dollarsSchema({ required: 'Amount is required' }).refine((amount) => amount > 0, 'Amount is required'),
  sid: z.string(withdrawMessages.payoutAccountRequired).trim().min(1, withdrawMessages.payoutAccountRequired).max(100, withdrawMessages.payoutAccountMismatch),
  type: payoutMethodSchema,
});
export type WithdrawInput = z.infer<typeof withdrawSchema>;

export const withdrawalSchema = z.object({
  _id: z.string(),
  amount: z.number(),
  status: z.enum(['Pending', 'Completed', 'Failed']),
  created_at: z.string(),
  failure_reason: z.string().nullable(),
  /** Set when the withdrawal waits (or waited) for an admin's approval. */
  review: withdrawalReviewSchema.nullable().optional(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** A withdrawal in the admin's payout review queue. */
export const reviewedWithdrawalSchema = withdrawalSchema.extend({ user: z.object({ _id: z.string(), username: z.string() }) });
export const payoutReviewPageSchema = z.object({ items: z.array(reviewedWithdrawalSchema), counts: z.object({ awaiting: z.number() }) });
export type PayoutReviewPage = z.infer<typeof payoutReviewPageSchema>;
export const payoutReviewQuerySchema = z.strictObject({ review: z.enum(['awaiting', 'approved', 'rejected']).default('awaiting'), limit: z.coerce.number().int().min(1).max(100).default(50) });
export const rejectWithdrawalSchema = z.strictObject({
  reason: z.string({ error: withdrawMessages.rejectReasonLength }).trim().min(5, withdrawMessages.rejectReasonLength).max(500, withdrawMessages.rejectReasonLength),
});

/** The payout account: where to activate it, whether it is, and the `sid` and `type` a withdrawal to it carries. */
export const payoutAccountSchema = z.object({ activation_url: z.string(), is_activated: z.boolean(), sid: z.string(), type: payoutMethodSchema });
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

export const earningsSchema = z.object({
  pending: z.number(),
  available: z.number(),
  lifetime: z.number(),
  series: z.array(z.object({ date: z.string(), type: z.string(), amount: z.number() })),
});
export type Earnings = z.infer<typeof earningsSchema>;
