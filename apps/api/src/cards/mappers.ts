import type { SavedCard } from '@velvet/contracts';
import type { SavedCardRow } from './repo.ts';

/** A sole card is shown as the default one. */
export const mapCard = (row: SavedCardRow, isSole: boolean): SavedCard => ({
  _id: row.id,
  is_default: row.isDefault || isSole,
  card_data: {
    payment_brand: row.brand,
    last_4_digits: row.last4,
    expiry_month: row.expiryMonth,
    expiry_year: row.expiryYear,
    holder: row.holder,
  },
});

export const cardFacts = (row: SavedCardRow) => ({
  payment_brand: row.brand,
  last_4_digits: row.last4,
  expiry_month: row.expiryMonth,
  expiry_year: row.expiryYear,
});
