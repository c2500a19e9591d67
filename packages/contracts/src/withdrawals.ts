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
} as const;

export const withdrawBalanceSchema = z.object({ balance: z.number(), is_first_withdrawal_done: z.boolean() });
export type WithdrawBalance = z.infer<typeof withdrawBalanceSchema>;

/** `Withdraw`: amount, sid and type (the spec's trigger carries sid and type). */
export const withdrawSchema = z.strictObject({
  amount: dollarsSchema({ required: 'Amount is required' }).refine((amount) => amount > 0, 'Amount is required'),
  sid: z.string().max(100).optional(),
  type: z.string().max(50).optional(),
});
export type WithdrawInput = z.infer<typeof withdrawSchema>;

export const withdrawalSchema = z.object({
  _id: z.string(),
  amount: z.number(),
  status: z.enum(['Pending', 'Completed', 'Failed']),
  created_at: z.string(),
  failure_reason: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const payoutAccountSchema = z.object({ activation_url: z.string(), is_activated: z.boolean() });
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

export const earningsSchema = z.object({
  pending: z.number(),
  available: z.number(),
  lifetime: z.number(),
  series: z.array(z.object({ date: z.string(), type: z.string(), amount: z.number() })),
});
export type Earnings = z.infer<typeof earningsSchema>;
