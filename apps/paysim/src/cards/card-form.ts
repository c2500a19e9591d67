import { z } from 'zod';
import { findTestCard, passesLuhn, type TestCard } from './test-cards.ts';

/** A card as typed on the hosted page, once validated. Lives only inside the sandbox. */
export type CardDetails = TestCard & { expiryMonth: number; expiryYear: number; holder: string };

export type CardField = 'number' | 'expiry' | 'cvc' | 'holder';

/** What the page re-shows after an error: never the CVC. */
export type CardFormValues = { number: string; expiry_month: string; expiry_year: string; holder: string };

export type CardFormResult =
  | { ok: true; card: CardDetails }
  | { ok: false; errors: Partial<Record<CardField, string>>; values: CardFormValues };

export const cardFormBody = z.object({
  number: z.string().default(''),
  expiry_month: z.string().default(''),
  expiry_year: z.string().default(''),
  cvc: z.string().default(''),
  holder: z.string().default(''),
});
export type CardFormBody = z.infer<typeof cardFormBody>;

function validateNumber(digits: string): { card?: TestCard; error?: string } {
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return { error: 'Your card number is invalid.' };
  const card = findTestCard(digits);
  return card ? { card } : { error: 'This sandbox accepts only its test card numbers.' };
}

function parseExpiry(monthText: string, yearText: string, now: Date): { month?: number; year?: number; error?: string } {
  const month = Number(monthText.trim());
  let year = Number(yearText.trim());
  if (/^\d{2}$/.test(yearText.trim())) year += 2000;
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year) || year < 2000 || year > 2100) {
    return { error: 'Enter the expiry date as MM and YYYY.' };
  }
  // A card is valid through the last day of its expiry month.
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) return { error: 'Your card has expired.' };
  return { month, year };
}

/** Validates the hosted card form the way a card page does before it contacts the issuer. */
export function validateCardForm(body: CardFormBody, now = new Date()): CardFormResult {
  const digits = body.number.replace(/[\s-]/g, '');
  const holder = body.holder.trim();
  const number = validateNumber(digits);
  const expiry = parseExpiry(body.expiry_month, body.expiry_year, now);
  const cvcLength = number.card?.brand === 'AMEX' ? 4 : 3;

  const errors: Partial<Record<CardField, string>> = {};
  if (number.error) errors.number = number.error;
  if (expiry.error) errors.expiry = expiry.error;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(body.cvc.trim())) errors.cvc = `Enter the ${cvcLength}-digit security code.`;
  if (holder.length < 2 || holder.length > 60) errors.holder = 'Enter the name on the card.';

  if (number.card && expiry.month && expiry.year && Object.keys(errors).length === 0) {
    return { ok: true, card: { ...number.card, expiryMonth: expiry.month, expiryYear: expiry.year, holder } };
  }
  const values = { number: body.number, expiry_month: body.expiry_month, expiry_year: body.expiry_year, holder: body.holder };
  return { ok: false, errors, values };
}
