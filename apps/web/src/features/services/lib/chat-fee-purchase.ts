import { displayStatus, serviceMessages, type Transaction } from '@velvet/contracts';

/** What the Buy Chat Fee Service dialog does with an answer: close paid, wait on a processing spinner, go to the bank, or show the failure. */
export type ChatFeeOutcome = 'paid' | 'processing' | 'bank' | 'wallet-page' | 'failed';

export function chatFeeOutcome(transaction: Transaction): ChatFeeOutcome {
  const status = displayStatus(transaction.status);
  if (status === 'failed') return 'failed';
  if (status === 'success') return 'paid';
  if (transaction.method === 'skrill') return 'wallet-page';
  return transaction.method === 'iDEAL' ? 'bank' : 'processing';
}

/** The spec's words for a refused chat fee: a short wallet, else the general failure. */
export const chatFeeErrorMessage = (serverMessage: string | null) =>
  serverMessage === serviceMessages.insufficientBalance ? serviceMessages.insufficientBalance : serviceMessages.chatFeeFailed;
