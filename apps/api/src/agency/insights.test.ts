import { describe, expect, it } from 'vitest';
import { earningsByResource, permittedCounts, permittedResources } from './insights.ts';

const series = [
  { date: '2026-11-01', type: 'ChatFee', amount: 8.1 },
  { date: '2026-11-02', type: 'MediaPurchase', amount: 0.2 },
  { date: '2026-11-02', type: 'PremiumPost', amount: 16 },
  { date: '2026-11-03', type: 'Tip', amount: 40 },
];

describe('agency insights', () => {
  it('sums earnings per permitted resource, to the cent, and leaves out unpermitted ones', () => {
    const permitted = permittedResources([
      { resourceName: 'MESSAGE', permitted: true },
      { resourceName: 'POST', permitted: false },
      { resourceName: 'CHANNEL', permitted: true },
    ]);
    expect(earningsByResource(series, permitted)).toEqual([
      { resourceName: 'MESSAGE', amount: 8.3 },
      { resourceName: 'CHANNEL', amount: 0 },
    ]);
  });

  it('shows only the counts a permitted resource allows', () => {
    const counts = { posts: 3, stories: 1, subscribers: 9 };
    expect(permittedCounts(counts, new Set(['POST', 'CHANNEL'] as const))).toEqual({ posts: 3, subscribers: 9 });
    expect(permittedCounts(counts, new Set(['MESSAGE'] as const))).toEqual({});
    expect(permittedCounts(null, new Set(['POST'] as const))).toEqual({});
  });
});
