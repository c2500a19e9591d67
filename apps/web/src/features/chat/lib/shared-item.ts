import { formatUsd, sharedItemMessages, type SharedEntityType, type SharedItemMeta } from '@velvet/contracts';
import { isApiRequestError } from '@/shared/api';
import { toUserMessage } from '@/shared/errors';

export const sharedEntityLabels: Record<SharedEntityType, string> = { post: 'Post', channel: 'Channel', group: 'Collab group' };

/** What the item costs as the message shows it: a post's price, or a package's price for its months. */
export function sharedItemPrice(item: Pick<SharedItemMeta, 'price' | 'months'>): string {
  if (item.months === null) return formatUsd(item.price);
  return `${formatUsd(item.price)} for ${item.months} ${item.months === 1 ? 'month' : 'months'}`;
}

/** The server's reason for a refused purchase, else the spec's fallback 'An error occurred during the purchase.'. */
export const purchaseRefusal = (error: unknown) => (isApiRequestError(error) ? toUserMessage(error) : sharedItemMessages.purchaseFailed);
