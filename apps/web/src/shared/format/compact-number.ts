const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Counts in the spec's compact form: 950, 1.5k, 12k, 3.2M. */
export function formatCompactNumber(count: number): string {
  if (count < 1000) return String(count);
  const thousands = oneDecimal(count / 1000);
  if (thousands < 1000) return `${thousands}k`;
  return `${oneDecimal(count / 1_000_000)}M`;
}
