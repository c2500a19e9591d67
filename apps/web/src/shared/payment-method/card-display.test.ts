import type { SavedCard } from '@velvet/contracts';
import { describe, expect, it } from 'vitest';
import { cardBrand, cardDescription, cardExpiry, isShownAsDefault, maskedCardNumber } from './card-display';

const card = (id: string, isDefault: boolean): SavedCard => ({
  _id: id,
  is_default: isDefault,
  card_data: { payment_brand: 'VISA', last_4_digits: '4242', expiry_month: '4', expiry_year: '2028', holder: 'Alex Fan' },
});

describe('cardBrand', () => {
  it('knows VISA and both spellings of Mastercard, in any case', () => {
    expect(cardBrand('VISA')).toBe('visa');
    expect(cardBrand('visa')).toBe('visa');
    expect(cardBrand('MASTER')).toBe('mastercard');
    expect(cardBrand('mastercard')).toBe('mastercard');
  });

  it('shows every other brand as American Express', () => {
    expect(cardBrand('AMEX')).toBe('amex');
    expect(cardBrand('DISCOVER')).toBe('amex');
    expect(cardBrand('')).toBe('amex');
  });
});

describe('card display', () => {
  it('masks all but the last four digits', () => {
    expect(maskedCardNumber('4242')).toBe('•••• 4242');
  });

  it('shows the expiry as MM/YY', () => {
    expect(cardExpiry('4', '2028')).toBe('04/28');
    expect(cardExpiry('12', '30')).toBe('12/30');
  });

  it('describes a card for screen readers', () => {
    expect(cardDescription(card('a', true).card_data)).toBe('Visa ending in 4242, expires 04/28');
  });
});

describe('isShownAsDefault', () => {
  it('shows a sole card as the default', () => {
    const only = card('a', false);
    expect(isShownAsDefault(only, [only])).toBe(true);
  });

  it('shows only the default card as default when there are several', () => {
    const first = card('a', true);
    const second = card('b', false);
    expect(isShownAsDefault(first, [first, second])).toBe(true);
    expect(isShownAsDefault(second, [first, second])).toBe(false);
  });
});
