import type { Transaction, TransactionType } from '@velvet/contracts';

// Money in and out of the platform, and card checks, are not purchases (the server refuses them too).
const notPurchases = new Set<TransactionType>(['WalletRecharge', 'Withdraw', 'SavePaymentCard', 'PaymentCardSavedSuccessfullyAndRefunded', 'BalanceLocking']);

/**
 * Whether the console offers Refund: a completed purchase not under an open dispute. The server
 * still decides (earnings released, a kind of purchase not refundable yet) and says why it refuses.
 */
export const isRefundable = (transaction: Pick<Transaction, 'status' | 'category' | 'dispute'>) =>
  transaction.status === 'Completed' && !notPurchases.has(transaction.category) && transaction.dispute !== 'open';
