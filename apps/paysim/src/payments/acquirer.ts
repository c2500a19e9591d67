import type { CardDetails } from '../cards/card-form.ts';

/** Whether the cardholder is at the card page (and authenticated) or the merchant charges a saved card. */
export type PaymentPresence = 'customer_present' | 'saved_card';

export type AuthorizationResult = { approved: true } | { approved: false; failureReason: string };

export const FAILURE_REASONS = {
  declined: 'Card declined',
  insufficientFunds: 'Insufficient funds',
  authenticationFailed: '3-D Secure authentication failed',
} as const;

/** The issuer's answer for a test card. A `challenge` card reaches here only once authenticated. */
export function authorizeCard(card: CardDetails, presence: PaymentPresence): AuthorizationResult {
  switch (card.behaviour) {
    case 'approve':
    case 'challenge':
    case 'dispute_after_settling':
      return { approved: true };
    case 'decline':
      return { approved: false, failureReason: FAILURE_REASONS.declined };
    case 'insufficient_funds':
      return { approved: false, failureReason: FAILURE_REASONS.insufficientFunds };
    case 'decline_after_saving':
      return presence === 'customer_present' ? { approved: true } : { approved: false, failureReason: FAILURE_REASONS.declined };
  }
}
