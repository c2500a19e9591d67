import {
  cardFrameLinkSchema,
  savedCardSchema,
  type BillingAddress,
  type CardAction,
} from '@velvet/contracts';
import { apiClient } from '@/shared/api';

/** Deletes a card or makes it the default one. */
export const updateCard = (action: CardAction) => apiClient.request({ path: '/api/cards', method: 'PUT', body: action });

/** Step 1 of Add a new card: the billing address buys a link to the provider's hosted card page. */
export const getCardFrameLink = (billingAddress: BillingAddress) =>
  apiClient.request({
    path: '/api/cards/frame-link',
    method: 'POST',
    body: { ...billingAddress, save_card: true },
    schema: cardFrameLinkSchema,
  });

/** After the provider sent the browser back: saves the card of the checkout. */
export const confirmCard = (checkoutId: string) =>
  apiClient.request({ path: '/api/cards/confirm', method: 'POST', body: { checkout_id: checkoutId }, schema: savedCardSchema });
