import { z } from 'zod';

export const paymentMessages = {
  paymentTypeRequired: 'Payment Type is required',
  cardRequired: 'Card selection is required',
  insufficientBalance: 'Insufficient balance. Please add funds to your wallet.',
  addMoneyToWallet: 'Add money to Wallet',
  addCardToProceed: 'Add a card to proceed with the payment.',
  gatewayUnavailable: 'Temporary Gateway Issue - Please select an alternative payment method',
  paymentFailed: 'Payment Failed',
} as const;

/** How a purchase is paid: the wallet, a saved card (`card-{id}` in the selector), or iDEAL. */
export const paymentModes = ['wallet', 'card', 'iDEAL'] as const;
export const paymentModeSchema = z.enum(paymentModes, { error: paymentMessages.paymentTypeRequired });
export type PaymentMode = z.infer<typeof paymentModeSchema>;

/** The payment fields every purchase carries, with the selector's rules. */
export const paymentFieldsSchema = z.object({
  payment_mode: paymentModeSchema,
  tokenised_card_id: z.uuid().optional(),
});

export const requireCardForCardMode = <T extends { payment_mode: PaymentMode; tokenised_card_id?: string }>(value: T, context: z.RefinementCtx) => {
  if (value.payment_mode === 'card' && !value.tokenised_card_id) {
    context.addIssue({ code: 'custom', path: ['tokenised_card_id'], message: paymentMessages.cardRequired });
  }
};

/** The selector's value: 'wallet', 'iDEAL' or 'card-{id}'. */
export function parsePaymentSelection(selection: string): { payment_mode: PaymentMode; tokenised_card_id?: string } {
  if (selection.startsWith('card-')) return { payment_mode: 'card', tokenised_card_id: selection.slice('card-'.length) };
  return { payment_mode: selection === 'iDEAL' ? 'iDEAL' : 'wallet' };
}
