import { unprocessable } from '../http/errors.ts';

export type FxQuote = { rate: number; from: 'USD'; to: 'EUR'; amount: number; converted_amount: number };

const RATE_SCALE = 1_000_000;

/** Converts USD cents to EUR cents at the configured rate, rounding half up to the cent. */
export function quoteUsdToEur(amount: number, eurPerUsd: number): FxQuote {
  // Integer arithmetic on a scaled rate: 1099 × 0.92 must not become 1011.0799999.
  const scaledRate = Math.round(eurPerUsd * RATE_SCALE);
  const converted = Math.floor((amount * scaledRate + RATE_SCALE / 2) / RATE_SCALE);
  return { rate: scaledRate / RATE_SCALE, from: 'USD', to: 'EUR', amount, converted_amount: converted };
}

export function assertSupportedPair(from: string, to: string): void {
  if (from !== 'USD' || to !== 'EUR') throw unprocessable('unsupported_currency_pair', `No rate from ${from} to ${to}; only USD to EUR`);
}
