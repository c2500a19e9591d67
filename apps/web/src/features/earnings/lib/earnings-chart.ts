import { transactionTypeLabels, type Earnings } from '@velvet/contracts';

export type EarningsSegment = { type: string; amount: number; from: number; to: number };
export type EarningsBar = { date: string; total: number; segments: EarningsSegment[] };

export type EarningsChart = {
  /** The types in a stable order (largest overall first), for colours and the legend. */
  types: string[];
  bars: EarningsBar[];
  /** The top of the scale, a whole number of steps above the largest day. */
  max: number;
  /** The distance between grid lines: 1, 2 or 5 times a power of ten. */
  step: number;
};

/** The label of an earnings type: the spec's transaction label when it is one, else the type itself. */
export const earningsTypeLabel = (type: string) =>
  Object.hasOwn(transactionTypeLabels, type) ? transactionTypeLabels[type as keyof typeof transactionTypeLabels] : type;

const TARGET_GRID_LINES = 4;

/** A scale that reads well: steps of 1, 2 or 5 times a power of ten, about four of them up to the largest value. */
export function niceScale(largest: number, targetSteps = TARGET_GRID_LINES): { max: number; step: number } {
  if (largest <= 0) return { max: 1, step: 0.25 };
  const rough = largest / targetSteps;
  const power = 10 ** Math.floor(Math.log10(rough));
  const ratio = rough / power;
  const factor = ratio >= Math.sqrt(50) ? 10 : ratio >= Math.sqrt(10) ? 5 : ratio >= Math.sqrt(2) ? 2 : 1;
  const step = factor * power;
  // Rounded to whole cents so that floating-point steps add up.
  return { max: Math.round(Math.ceil(largest / step - 1e-9) * step * 100) / 100, step };
}

/** Earnings over time by type as stacked bars: one bar per date, oldest first, one segment per type. */
export function stackEarnings(series: Earnings['series']): EarningsChart {
  const totalsByType = new Map<string, number>();
  const byDate = new Map<string, Map<string, number>>();
  for (const point of series) {
    if (point.amount <= 0) continue;
    totalsByType.set(point.type, (totalsByType.get(point.type) ?? 0) + point.amount);
    const day = byDate.get(point.date) ?? new Map<string, number>();
    day.set(point.type, (day.get(point.type) ?? 0) + point.amount);
    byDate.set(point.date, day);
  }
  const types = [...totalsByType.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([type]) => type);
  const bars = [...byDate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, amounts]) => {
      let top = 0;
      const segments = types.flatMap((type) => {
        const amount = amounts.get(type);
        if (!amount) return [];
        const segment = { type, amount, from: top, to: top + amount };
        top += amount;
        return [segment];
      });
      return { date, total: Math.round(top * 100) / 100, segments };
    });
  const largest = Math.max(0, ...bars.map((bar) => bar.total));
  return { types, bars, ...niceScale(largest) };
}
