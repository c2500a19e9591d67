import { parsePaymentSelection, paymentMessages, subscribeFormSchema } from '@velvet/contracts';
import type { PaymentSelection } from '@/shared/payment-method';

export const consentMessages = {
  label: (period: string, total: string) =>
    `I agree to pay ${total} (tax included) now, and that the subscription renews automatically every ${period} until I unsubscribe. Recurring charges may appear within 5 days.`,
} as const;

type SubscribeRulesInput = {
  selection: PaymentSelection | null;
  /** What the shared payment selector finds wrong with the selection: type, card, iDEAL gateway, balance. */
  selectionProblem: { message: string; needsFunds?: boolean } | null;
  savedCardCount: number;
  consent: boolean;
};

export type SubscribeProblems = {
  /** Shown under the payment selector; `needsCard` offers 'Add new card', `needsFunds` 'Add money to Wallet'. */
  payment: { message: string; needsFunds?: boolean; needsCard?: boolean } | null;
  consent: string | null;
};

/**
 * The spec's subscription payment rules: the selector's own (a payment type, a card for a card choice, a
 * wallet that covers amount plus tax); a wallet subscription also needs a saved card, because its renewals
 * fall back to it; and the consent checkbox.
 */
export function subscribeProblems({ selection, selectionProblem, savedCardCount, consent }: SubscribeRulesInput): SubscribeProblems {
  const walletWithoutCard = selection !== null && parsePaymentSelection(selection).payment_mode === 'wallet' && savedCardCount === 0;
  const payment = selectionProblem ?? (walletWithoutCard ? { message: paymentMessages.addCardToProceed, needsCard: true } : null);
  const consentCheck = subscribeFormSchema.shape.consent.safeParse(consent);
  return { payment, consent: consentCheck.success ? null : (consentCheck.error.issues[0]?.message ?? null) };
}

export const canPay = (problems: SubscribeProblems) => problems.payment === null && problems.consent === null;
