import { DEPOSIT_DEFAULT_DOLLARS, DEPOSIT_INPUT_MAX_LENGTH, depositSchema, formatUsd } from '@velvet/contracts';
import { z } from 'zod';
import { formatWholeDollarsInput, parseWholeDollars } from '@/shared/format/amount-input';

/** The deposit amount as typed ('1,000'), read as dollars and judged by the contract's deposit rules. */
export const depositFormSchema = z.object({
  amount: z.string().transform(parseWholeDollars).pipe(depositSchema.shape.amount),
});
export type DepositFormInput = z.input<typeof depositFormSchema>;

export const depositFormDefaults: DepositFormInput = {
  amount: formatWholeDollarsInput(String(DEPOSIT_DEFAULT_DOLLARS), DEPOSIT_INPUT_MAX_LENGTH),
};

/** What the submit button says: 'Deposit $1,000.00', or just 'Deposit' while the amount is not valid. */
export const depositButtonLabel = (amount: number) => (Number.isFinite(amount) && amount > 0 ? `Deposit ${formatUsd(amount)}` : 'Deposit');
