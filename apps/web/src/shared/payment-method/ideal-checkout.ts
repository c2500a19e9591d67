import { displayStatus, skrillMessages, type Transaction } from '@velvet/contracts';
import { showToast } from '../ui/toast';
import { paths } from '../routing/paths';
import { isFollowableUrl, sendIdealRedirect } from './ideal-tab';

/**
 * Opens the iDEAL tab. Call it synchronously inside the click that pays: popup blockers allow a new tab
 * only then. Null when the browser refused anyway.
 */
export const openIdealTab = (): Window | null => window.open(paths.idealRedirect.to(), '_blank');

/**
 * Sends the opened tab on to the bank page of the payment. Without a tab (blocked), this tab goes there
 * itself. Rejects when the tab was closed or never answered, after closing it.
 */
export async function handIdealPaymentToTab(options: { transactionId: string; redirectUrl: string | null | undefined; tab: Window | null }) {
  const { transactionId, redirectUrl, tab } = options;
  if (!redirectUrl || !isFollowableUrl(redirectUrl)) {
    tab?.close();
    throw new Error('The payment has no bank page to go to');
  }
  if (!tab) {
    window.location.assign(redirectUrl);
    return;
  }
  try {
    await sendIdealRedirect({ id: transactionId, url: redirectUrl }, { tab, host: window, origin: window.location.origin });
  } catch (error) {
    tab.close();
    throw error;
  }
}

export const idealMessages = {
  started: 'Complete the payment at your bank in the new tab.',
  notStarted: 'The iDEAL payment could not be started. Please try again.',
} as const;

type OneOffAnswer = { transaction: Transaction; idealTab: Window | null; close: () => void; successMessage: string };

/**
 * What a one-off purchase dialog (a tip, an unlock) does with the API's answer: a failed payment stays
 * in the dialog (its tab closed); a paid one closes it with the success message; an iDEAL one closes it
 * and sends the opened tab to the bank.
 */
export function finishOneOffPurchase({ transaction, idealTab, close, successMessage }: OneOffAnswer): void {
  if (displayStatus(transaction.status) === 'failed') {
    idealTab?.close();
    return;
  }
  close();
  if (transaction.method === 'skrill') {
    sendToWalletPage(transaction);
    return;
  }
  if (transaction.method !== 'iDEAL') {
    showToast({ color: 'green', message: successMessage });
    return;
  }
  showToast({ message: idealMessages.started });
  handIdealPaymentToTab({ transactionId: transaction._id, redirectUrl: transaction.redirect_url, tab: idealTab }).catch(() =>
    showToast({ color: 'red', message: idealMessages.notStarted }),
  );
}

/**
 * The hosted wallet's page opens in this tab (it sends the payer back to /payments/provider-return);
 * without a page to go to, the payment could not start.
 */
export function sendToWalletPage(transaction: Pick<Transaction, 'redirect_url'>): void {
  const url = transaction.redirect_url;
  if (!url || !isFollowableUrl(url)) {
    showToast({ color: 'red', message: skrillMessages.unavailable });
    return;
  }
  showToast({ message: skrillMessages.started });
  window.location.assign(url);
}
