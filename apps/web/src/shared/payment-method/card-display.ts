import type { SavedCard } from '@velvet/contracts';

export type CardBrand = 'visa' | 'mastercard' | 'amex';

/** The spec's brands: VISA, MASTER or mastercard; any other brand is shown as American Express. */
export function cardBrand(paymentBrand: string): CardBrand {
  const brand = paymentBrand.trim().toUpperCase();
  if (brand === 'VISA') return 'visa';
  if (brand === 'MASTER' || brand === 'MASTERCARD') return 'mastercard';
  return 'amex';
}

export const cardBrandNames: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
};

/** '•••• 4242' */
export const maskedCardNumber = (lastFourDigits: string) => `•••• ${lastFourDigits}`;

/** The expiry as MM/YY, whether the year comes with two digits or four. */
export function cardExpiry(month: string, year: string): string {
  const mm = month.trim().padStart(2, '0');
  const yy = year.trim().slice(-2).padStart(2, '0');
  return `${mm}/${yy}`;
}

/** A sole card is shown as the default one. */
export const isShownAsDefault = (card: SavedCard, cards: readonly SavedCard[]) => card.is_default || cards.length === 1;

/** What a screen reader says for a card: 'Visa ending in 4242, expires 04/28'. */
export function cardDescription(card: Pick<SavedCard['card_data'], 'payment_brand' | 'last_4_digits' | 'expiry_month' | 'expiry_year'>): string {
  const name = cardBrandNames[cardBrand(card.payment_brand)];
  return `${name} ending in ${card.last_4_digits}, expires ${cardExpiry(card.expiry_month, card.expiry_year)}`;
}
