import { z } from 'zod';

export const refundMessages = {
  reasonLength: 'Write the reason for the refund (5 to 500 characters).',
  refunded: "Refunded to the fan's wallet.",
  notCompleted: 'Only a completed purchase can be refunded.',
  alreadyRefunded: 'This purchase has already been refunded.',
  notAPurchase: 'Deposits, withdrawals and card checks are not refundable.',
  notRevocable: 'This kind of purchase cannot be refunded yet.',
  creatorPaid: 'This purchase can no longer be refunded: its earnings have been released to the creator.',
} as const;

/** `POST /api/admin/transactions/:id/refund`: an operator refunds a purchase to the fan's wallet. */
export const refundRequestSchema = z.strictObject({
  reason: z.string({ error: refundMessages.reasonLength }).trim().min(5, refundMessages.reasonLength).max(500, refundMessages.reasonLength),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;
