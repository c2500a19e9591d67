import { z } from 'zod';

/** Integer minor units (cents); the ceiling keeps sums far inside safe integers. */
export const amountSchema = z.int().positive().max(1_000_000_000);

/** An ISO 4217 code, answered in upper case whatever case it was sent in. */
export const currencySchema = z
  .string()
  .regex(/^[A-Za-z]{3}$/, 'Expected an ISO 4217 currency code')
  .transform((code) => code.toUpperCase());

/** `1234, 'USD'` → `$12.34`, for the hosted pages. */
export function formatMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount / 100);
}
