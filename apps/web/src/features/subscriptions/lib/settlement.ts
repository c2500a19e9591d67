import { displayStatus, messages, type NotificationData, type PaymentMode, type TransactionStatus } from '@velvet/contracts';

export type Settlement = { status: 'success' } | { status: 'failed'; reason: string };

/** What a pushed payment notification says about a transaction; null when it is not about it or not final yet. */
export function settlementFromNotification(data: NotificationData, transactionId: string): Settlement | null {
  if (data.transaction_id !== transactionId) return null;
  if (data.status === 'success') return { status: 'success' };
  // The spec: a failed subscription notification says 'Something went wrong'.
  if (data.status === 'failed') return { status: 'failed', reason: messages.somethingWentWrong };
  return null;
}

/** What a polled transaction says; null while it is pending. */
export function settlementFromTransaction(transaction: { status: TransactionStatus; failure_reason: string | null }): Settlement | null {
  const status = displayStatus(transaction.status);
  if (status === 'pending') return null;
  return status === 'success' ? { status: 'success' } : { status: 'failed', reason: transaction.failure_reason ?? messages.somethingWentWrong };
}

/** What to do with a purchase's answer: it settled already, or it waits (at the bank, for iDEAL). */
export type PurchaseAnswer = { next: 'settled'; settlement: Settlement } | { next: 'wait'; transactionId: string; sendToBank: boolean };

export function purchaseAnswer(transaction: { _id: string; status: TransactionStatus; failure_reason: string | null }, mode: PaymentMode): PurchaseAnswer {
  const settlement = settlementFromTransaction(transaction);
  if (settlement) return { next: 'settled', settlement };
  return { next: 'wait', transactionId: transaction._id, sendToBank: mode === 'iDEAL' };
}
