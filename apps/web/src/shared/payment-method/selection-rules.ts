import { parsePaymentSelection, paymentMessages, skrillMessages, type PaymentMethod } from '@velvet/contracts';
import { paymentBreakdown } from './payment-breakdown';

/** The selector's value: 'wallet', 'iDEAL', 'skrill' or 'card-{id}'; empty while nothing is chosen. */
export type PaymentSelection = string;

/** The hosted wallet (the skrill-flagged provider): a purchase chosen with it goes through the call's v2 variant. */
export const SKRILL_SELECTION = 'skrill';

export const cardSelection = (cardId: string): PaymentSelection => `card-${cardId}`;

export type PaymentRulesContext = {
  /** The modes this payment offers (a deposit has no wallet). */
  modes: readonly PaymentMethod[];
  /** The price before tax, in dollars. */
  amount: number;
  taxPercentage: number;
  /** Undefined while the wallet is loading. */
  walletBalance: number | undefined;
  cardIds: readonly string[];
  idealEnabled: boolean;
  skrillEnabled: boolean;
};

export type PaymentSelectionProblem = {
  message: string;
  /** The problem is fixed by adding money to the wallet ('Add money to Wallet'). */
  needsFunds?: boolean;
};

/**
 * The selector's rules: a payment type is required; a card choice needs one of the saved cards; iDEAL
 * only while its gateway is up; the wallet must cover the amount plus tax (and the processing fee of a
 * small price, which is charged too).
 */
export function paymentSelectionProblem(selection: PaymentSelection | null, context: PaymentRulesContext): PaymentSelectionProblem | null {
  if (!selection) return { message: paymentMessages.paymentTypeRequired };
  if (selection === SKRILL_SELECTION) {
    if (!context.modes.includes('skrill')) return { message: paymentMessages.paymentTypeRequired };
    return context.skrillEnabled ? null : { message: skrillMessages.unavailable };
  }
  const { payment_mode: mode, tokenised_card_id: cardId } = parsePaymentSelection(selection);
  if (!context.modes.includes(mode)) return { message: paymentMessages.paymentTypeRequired };

  if (mode === 'card') {
    return cardId && context.cardIds.includes(cardId) ? null : { message: paymentMessages.cardRequired };
  }
  if (mode === 'iDEAL') {
    return context.idealEnabled ? null : { message: paymentMessages.gatewayUnavailable };
  }
  if (context.walletBalance === undefined) return null;
  const { totalCents } = paymentBreakdown(context.amount, context.taxPercentage);
  const balanceCents = Math.round(context.walletBalance * 100);
  return balanceCents >= totalCents ? null : { message: paymentMessages.insufficientBalance, needsFunds: true };
}

/** The choice made for the user when nothing is chosen yet: the wallet, else the default (or only) card. */
export function defaultPaymentSelection(
  modes: readonly PaymentMethod[],
  cards: readonly { _id: string; is_default: boolean }[],
): PaymentSelection | null {
  if (modes.includes('wallet')) return 'wallet';
  if (!modes.includes('card')) return null;
  const card = cards.find((saved) => saved.is_default) ?? cards[0];
  return card ? cardSelection(card._id) : null;
}

/**
 * The spec's payment prompt ('You need to add your payment method first.' with Add new Card): the payment
 * takes a card, none is saved, and nothing else offered can pay (the wallet absent or short, iDEAL and
 * Skrill absent or down). Undefined wallet (still loading) is not a reason to prompt.
 */
export function needsPaymentMethodFirst(context: PaymentRulesContext): boolean {
  if (!context.modes.includes('card') || context.cardIds.length > 0) return false;
  if (context.modes.includes('iDEAL') && context.idealEnabled) return false;
  if (context.modes.includes('skrill') && context.skrillEnabled) return false;
  if (!context.modes.includes('wallet')) return true;
  if (context.walletBalance === undefined) return false;
  const { totalCents } = paymentBreakdown(context.amount, context.taxPercentage);
  return Math.round(context.walletBalance * 100) < totalCents;
}
