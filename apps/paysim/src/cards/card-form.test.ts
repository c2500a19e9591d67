import { describe, expect, it } from 'vitest';
import { validateCardForm } from './card-form.ts';
import { fingerprintOf } from './registrations.ts';
import { passesLuhn, TEST_CARDS } from './test-cards.ts';

const NOW = new Date('2026-05-15T12:00:00Z');
const form = (overrides: Record<string, string> = {}) => ({
  number: '4242 4242 4242 4242',
  expiry_month: '05',
  expiry_year: '2026',
  cvc: '123',
  holder: '  Ada Lovelace ',
  ...overrides,
});

describe('the card form', () => {
  it('accepts every test card, all of which pass the Luhn check', () => {
    for (const card of TEST_CARDS) expect(passesLuhn(card.number)).toBe(true);
  });

  it('reads a valid card, trimming the holder and accepting a two-digit year', () => {
    const result = validateCardForm(form({ expiry_year: '26' }), NOW);

    expect(result).toEqual({
      ok: true,
      card: { number: '4242424242424242', brand: 'VISA', behaviour: 'approve', expiryMonth: 5, expiryYear: 2026, holder: 'Ada Lovelace' },
    });
  });

  it('treats a card as valid through the end of its expiry month', () => {
    expect(validateCardForm(form({ expiry_month: '5', expiry_year: '2026' }), NOW).ok).toBe(true);
    expect(validateCardForm(form({ expiry_month: '4', expiry_year: '2026' }), NOW)).toMatchObject({
      ok: false,
      errors: { expiry: 'Your card has expired.' },
    });
  });

  it.each([['13'], ['0'], ['ab']])('refuses expiry month %j', (month) => {
    expect(validateCardForm(form({ expiry_month: month }), NOW)).toMatchObject({
      ok: false,
      errors: { expiry: 'Enter the expiry date as MM and YYYY.' },
    });
  });

  it('asks AMEX cards for a 4-digit CVC', () => {
    expect(validateCardForm(form({ number: '3782 822463 10005', cvc: '123' }), NOW)).toMatchObject({
      ok: false,
      errors: { cvc: 'Enter the 4-digit security code.' },
    });
    expect(validateCardForm(form({ number: '3782 822463 10005', cvc: '1234' }), NOW).ok).toBe(true);
  });

  it('collects every error at once and gives back what was typed, except the CVC', () => {
    const result = validateCardForm(form({ number: '1234', expiry_year: '2001', cvc: '', holder: '' }), NOW);

    expect(result).toEqual({
      ok: false,
      errors: {
        number: 'Your card number is invalid.',
        expiry: 'Your card has expired.',
        cvc: 'Enter the 3-digit security code.',
        holder: 'Enter the name on the card.',
      },
      values: { number: '1234', expiry_month: '05', expiry_year: '2001', holder: '' },
    });
  });
});

describe('card fingerprints', () => {
  it('depend on the number only', () => {
    expect(fingerprintOf('4242424242424242')).toBe(fingerprintOf('4242424242424242'));
    expect(fingerprintOf('4242424242424242')).not.toBe(fingerprintOf('5555555555554444'));
  });
});
