import { sessionQueryScope } from '../api/session-query-scope';

/**
 * Query keys of the signed-in user's money data that several features read or refresh:
 * a deposit refreshes the wallet and the transactions, a saved card shows in every payment selector.
 */
export const moneyKeys = {
  wallet: [sessionQueryScope, 'wallet'] as const,
  cards: [sessionQueryScope, 'cards'] as const,
  paymentFlags: [sessionQueryScope, 'payment-flags'] as const,
  taxInfo: [sessionQueryScope, 'tax-info'] as const,
  idealDetails: [sessionQueryScope, 'ideal-details'] as const,
  /** Every transaction query, lists and single ones. */
  transactions: [sessionQueryScope, 'transactions'] as const,
  transaction: (transactionId: string) => [sessionQueryScope, 'transactions', 'detail', transactionId] as const,
  /** Withdrawable balance and payout account. */
  withdrawals: [sessionQueryScope, 'withdrawals'] as const,
  earnings: [sessionQueryScope, 'earnings'] as const,
};
