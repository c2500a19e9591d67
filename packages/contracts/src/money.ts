/** Amounts are integer cents inside; the HTTP contract carries dollars with at most two decimals. */
export const toCents = (dollars: number): number => Math.round(dollars * 100);
export const toDollars = (cents: number | bigint): number => Number(cents) / 100;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** Money formatting answers 'Error' for anything that is not a number, as the spec says. */
export const formatUsd = (dollars: unknown): string =>
  typeof dollars === 'number' && Number.isFinite(dollars) ? usd.format(dollars) : 'Error';
