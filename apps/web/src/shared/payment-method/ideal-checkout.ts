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
