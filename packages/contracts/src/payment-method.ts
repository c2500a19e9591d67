import type { TransactionType } from './transactions.ts';
import { z } from 'zod';

export const paymentMessages = {
  paymentTypeRequired: 'Payment Type is required',
  cardRequired: 'Card selection is required',
  insufficientBalance: 'Insufficient balance. Please add funds to your wallet.',
  addMoneyToWallet: 'Add money to Wallet',
  addCardToProceed: 'Add a card to proceed with the payment.',
  gatewayUnavailable: 'Temporary Gateway Issue - Please select an alternative payment method',
  paymentFailed: 'Payment Failed',
  /** The spec's payment prompt, with its Add new Card button. */
  addPaymentMethodFirst: 'You need to add your payment method first.',
  addNewCard: 'Add new Card',
} as const;

/** How a purchase is paid: the wallet, a saved card (`card-{id}` in the selector), or iDEAL. */
export const paymentModes = ['wallet', 'card', 'iDEAL'] as const;
export const paymentModeSchema = z.enum(paymentModes, { error: paymentMessages.paymentTypeRequired });
export type PaymentMode = z.infer<typeof paymentModeSchema>;

/**
 * How a transaction was paid: a payment mode, or the hosted wallet (the spec's skrill-flagged provider),
 * which the v2 variants of the purchase calls pay through.
 */
export const paymentMethods = [...paymentModes, 'skrill'] as const;
export const paymentMethodSchema = z.enum(paymentMethods);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** The hosted wallet's name where a payment method is named. */
export const SKRILL_LABEL = 'Skrill';

/**
 * The spec's types the hosted wallet is offered for (Tip, Shop, PremiumPurchase, ChatFee, Deposit,
 * OnDemand, Ticket, Custom Request, Subscription-Channel, Subscription-Prime), as transaction types.
 */
export const skrillTransactionTypes = [
  'Tip',
  'ProductSell',
  'PremiumPost',
  'PremiumStory',
  'ChatFee',
  'PerMessageChatFee',
  'WalletRecharge',
  'SpecialOptions',
  'Ticket',
  'ServiceRequest',
  'ChannelSubscription',
  'PrimeSubscription',
] as const satisfies readonly TransactionType[];

export const skrillMessages = {
  notOffered: 'This purchase cannot be paid with Skrill. Please select another payment method.',
  unavailable: 'Skrill is not available right now. Please select another payment method.',
  started: 'Complete the payment in your Skrill wallet.',
} as const;

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
