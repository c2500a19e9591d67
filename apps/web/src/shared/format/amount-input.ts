const WHOLE_DOLLARS = /^(\d{1,3}(,\d{3})*|\d+)$/;
const DECIMAL_DOLLARS = /^\d+(\.\d{1,2})?$/;

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * Whole dollars as the deposit input holds them, digits with optional thousands separators:
 * '1,000' and '1000' are 1000; anything else (empty, letters, decimals, misplaced commas) is NaN.
 */
export function parseWholeDollars(text: string): number {
  const trimmed = text.trim();
  if (!WHOLE_DOLLARS.test(trimmed)) return Number.NaN;
  return Number(trimmed.replaceAll(',', ''));
}

/**
 * What the deposit input shows while typing: digits only, no leading zeros, grouped by thousands,
 * and never longer than `maxLength` characters separators included ('123456789', 10 → '12,345,678').
 */
export function formatWholeDollarsInput(text: string, maxLength: number): string {
  let digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  while (digits && groupThousands(digits).length > maxLength) digits = digits.slice(0, -1);
  return groupThousands(digits);
}

/** A dollar amount with at most two decimals ('25', '25.5', '25.50'); NaN for anything else. */
export function parseDecimalDollars(text: string): number {
  const trimmed = text.trim();
  return DECIMAL_DOLLARS.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** What a numeric amount input keeps while typing: digits, one point, two decimals, `maxLength` characters. */
export function sanitizeDecimalInput(text: string, maxLength: number): string {
  const [whole = '', ...rest] = text.replace(/[^\d.]/g, '').split('.');
  const kept = rest.length > 0 ? `${whole}.${rest.join('').slice(0, 2)}` : whole;
  return kept.slice(0, maxLength);
}
