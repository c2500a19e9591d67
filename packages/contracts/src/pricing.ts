import { z } from 'zod';

export const taxInfoSchema = z.object({ tax_percentage: z.number().min(0).max(100), tax_name: z.string() });
export type TaxInfo = z.infer<typeof taxInfoSchema>;

/** Tax is `amount × tax_percentage / 100`, rounded half up to the cent; 0 for a deposit. */
export const taxCents = (amountCents: number, taxPercentage: number): number => Math.round((amountCents * taxPercentage) / 100);

/**
 * Prices from $0.99 to $4.99 carry a processing fee paid by the fan; above $4.99 the provider covers it.
 * The spec gives the band, not the fee: ours is 5% + $0.30, the usual card cost of a small charge.
 */
export const PROCESSING_FEE_BAND_CENTS = { min: 99, max: 499 } as const;
export const processingFeeCents = (priceCents: number): number =>
  priceCents >= PROCESSING_FEE_BAND_CENTS.min && priceCents <= PROCESSING_FEE_BAND_CENTS.max ? Math.round(priceCents * 0.05) + 30 : 0;

/** The platform's share of a creator's income, and the part of the rest an agency may take. */
export const PLATFORM_FEE_PERCENT = 20;
export const MAX_AGENCY_SHARE_PERCENT = 50;

export const DEPOSIT_MIN_DOLLARS = 10;
export const DEPOSIT_DEFAULT_DOLLARS = 100;
export const DEPOSIT_INPUT_MAX_LENGTH = 10;
export const WITHDRAW_FIRST_MIN_DOLLARS = 100;
export const WITHDRAW_MIN_DOLLARS = 25;
export const WITHDRAW_CONFIRM_MIN_DOLLARS = 50;
export const WITHDRAW_INPUT_MAX_LENGTH = 7;
export const EARNINGS_HOLD_DAYS = 14;
export const CARD_AUTHORISATION_CENTS = 100;
export const STATEMENT_DESCRIPTOR = 'SOCIAL COMMERCE';
