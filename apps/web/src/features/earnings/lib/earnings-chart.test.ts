import { describe, expect, it } from 'vitest';
import { earningsTypeLabel, niceScale, stackEarnings } from './earnings-chart';

describe('stackEarnings', () => {
  it('stacks each day by type, oldest day first, the largest type at the bottom', () => {
    const chart = stackEarnings([
      { date: '2026-03-02', type: 'Tip', amount: 8 },
      { date: '2026-03-01', type: 'ChannelSubscription', amount: 20 },
      { date: '2026-03-01', type: 'Tip', amount: 4 },
      { date: '2026-03-02', type: 'Tip', amount: 2 },
    ]);
    expect(chart.types).toEqual(['ChannelSubscription', 'Tip']);
    expect(chart.bars).toEqual([
      {
        date: '2026-03-01',
        total: 24,
        segments: [
          { type: 'ChannelSubscription', amount: 20, from: 0, to: 20 },
          { type: 'Tip', amount: 4, from: 20, to: 24 },
        ],
      },
      { date: '2026-03-02', total: 10, segments: [{ type: 'Tip', amount: 10, from: 0, to: 10 }] },
    ]);
    expect(chart).toMatchObject({ max: 25, step: 5 });
  });

  it('has nothing to draw without earnings', () => {
    expect(stackEarnings([])).toEqual({ types: [], bars: [], max: 1, step: 0.25 });
  });
});

describe('niceScale', () => {
  it('picks steps of 1, 2 or 5 times a power of ten and tops the scale at a whole step', () => {
    expect(niceScale(24)).toEqual({ max: 25, step: 5 });
    expect(niceScale(60)).toEqual({ max: 60, step: 20 });
    expect(niceScale(220)).toEqual({ max: 250, step: 50 });
    expect(niceScale(1000)).toEqual({ max: 1000, step: 200 });
    expect(niceScale(0.3)).toEqual({ max: 0.3, step: 0.1 });
  });
});

describe('earningsTypeLabel', () => {
  it("uses the spec's transaction labels", () => {
    expect(earningsTypeLabel('GroupSubscription')).toBe('Collab Subscription');
    expect(earningsTypeLabel('Bonus')).toBe('Bonus');
  });
});
