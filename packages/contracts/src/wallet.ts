import { z } from 'zod';
import { DEPOSIT_MIN_DOLLARS } from './pricing.ts';
import { dollarsSchema } from './money.ts';

export const walletMessages = {
  depositMinimum: 'Needs to be greater than or equal to $10',
  depositSuccessful: 'Deposit Successful',
  emailNotVerified: 'Your email is not verified. Please verify your email',
} as const;

export const walletSchema = z.object({ balance: z.number(), currency: z.literal('USD') });
export type Wallet = z.infer<typeof walletSchema>;

const depositAmountSchema = dollarsSchema({ required: walletMessages.depositMinimum }).refine(
  (amount) => amount >= DEPOSIT_MIN_DOLLARS,
  walletMessages.depositMinimum,
).refine((amount) => amount <= 100_000, 'Deposits are limited to $100,000');

/** `Deposit`: by a saved card or by iDEAL (a deposit carries no tax). */
export const depositSchema = z
  .strictObject({
    amount: depositAmountSchema,
    payment_mode: z.enum(['card', 'iDEAL', 'skrill'], { error: 'Payment Type is required' }),
    tokenised_card_id: z.uuid().optional(),
  })
  .superRefine((value, context) => {
    if (value.payment_mode === 'card' && !value.tokenised_card_id) {
      context.addIssue({ code: 'custom', path: ['tokenised_card_id'], message: 'Card selection is required' });
    }
  });
export type DepositInput = z.infer<typeof depositSchema>;

export const depositResultSchema = z.object({
  transaction_id: z.string(),
  status: z.enum(['Pending', 'Completed', 'Failed']),
  /** iDEAL: the bank page the new tab is sent to. */
  redirect_url: z.string().nullable(),
  failure_reason: z.string().nullable(),
});
export type DepositResult = z.infer<typeof depositResultSchema>;

export const idealDetailsSchema = z.strictObject({
  f_name: z.string().trim().min(1, 'First name is required').min(2, 'First name must be at least 2 characters').max(40, 'First name must be at most 40 characters'),
  l_name: z.string().trim().min(1, 'Last name is required').min(2, 'Last name must be at least 2 characters').max(40, 'Last name must be at most 40 characters'),
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Invalid email')),
});
export type IdealDetails = z.infer<typeof idealDetailsSchema>;

export const idealConversionQuerySchema = z.strictObject({ amount: z.coerce.number().positive().max(100_000) });
export const idealConversionSchema = z.object({
  effectiveConversionRate: z.number(),
  finalAmountInEUR: z.number(),
  finalAmountInEURWithoutTax: z.number(),
  taxConvertedToEUR: z.number(),
});
export type IdealConversion = z.infer<typeof idealConversionSchema>;

export const paymentFlagsSchema = z.object({ ideal_enabled: z.boolean(), skrill_enabled: z.boolean() });
