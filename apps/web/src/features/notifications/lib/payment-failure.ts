import { paymentMessages, type Notification } from '@velvet/contracts';

/** Types whose failures another part of the app follows in its own words: cards ('Card Already Added'), and deposits (the deposit flow). */
const explainedElsewhere: ReadonlySet<Notification['type']> = new Set(['AddCardStatus', 'Wallet-Recharge']);

/**
 * A pushed notification that reports a failed payment ('Payment results arrive as realtime notifications with
 * status success or failed. A failed one shows a Payment Failed dialog'): the reason to show, else null.
 */
export function paymentFailureOf(notification: Pick<Notification, 'type' | 'message' | 'data'>): string | null {
  if (notification.data.status !== 'failed' || explainedElsewhere.has(notification.type)) return null;
  return notification.data.failure_reason ?? (notification.message || paymentMessages.paymentFailed);
}
