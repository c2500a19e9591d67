import { describe, expect, it } from 'vitest';
import { defaultFanFilters, fansQuery, toggleAll, toggleOne } from './fan-filters';

describe('fan filters', () => {
  it('builds the fans query from the fan type, spend rank and search', () => {
    expect(fansQuery(defaultFanFilters)).toEqual({ query: { fan_type: 'all' } });
    expect(fansQuery({ ...defaultFanFilters, kind: 'expired', rank: '2k_5k', search: '  ann ' })).toEqual({
      query: { fan_type: 'subscribers', is_expired: 'true', min_spent: 2000, max_spent: 5000, search: 'ann' },
    });
    expect(fansQuery({ ...defaultFanFilters, kind: 'buyers', rank: 'custom', min: 10, max: 20 })).toEqual({ query: { fan_type: 'buyers', min_spent: 10, max_spent: 20 } });
  });

  it("answers 'Enter valid min/max (min ≤ max).' for a custom range that is not one", () => {
    expect(fansQuery({ ...defaultFanFilters, rank: 'custom', min: 30, max: 20 })).toEqual({ error: 'Enter valid min/max (min ≤ max).' });
    expect(fansQuery({ ...defaultFanFilters, rank: 'custom', min: '', max: 20 })).toEqual({ error: 'Enter valid min/max (min ≤ max).' });
  });

  it('selects all shown fans, or clears them when all are chosen, keeping others', () => {
    const some = toggleAll(new Set(['x']), ['a', 'b']);
    expect([...some].sort()).toEqual(['a', 'b', 'x']);
    expect([...toggleAll(some, ['a', 'b'])]).toEqual(['x']);
    expect([...toggleOne(new Set(['a']), 'a')]).toEqual([]);
    expect([...toggleOne(new Set(), 'a')]).toEqual(['a']);
  });
});
