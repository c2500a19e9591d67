import { describe, expect, it } from 'vitest';
import { shopFilters } from './shop-filters';

const entries = [
  { category: 'Others', count: 3, tags: [{ tag: 'socks', count: 2 }, { tag: 'gloves', count: 1 }] },
  { category: 'Bikini', count: 2, tags: [] },
];

describe('the shop page filters', () => {
  it("offers All Items with the whole count, then the categories with products in the spec's order", () => {
    const { categories, tags } = shopFilters(entries, { category: 'All Items', tag: null });
    expect(categories).toEqual([
      { value: 'All Items', label: 'All Items', count: 5 },
      { value: 'Bikini', label: 'Bikini', count: 2 },
      { value: 'Others', label: 'Others', count: 3 },
    ]);
    expect(tags).toEqual([]);
  });

  it('offers the tags of the chosen category, most used first as the API gives them', () => {
    expect(shopFilters(entries, { category: 'Others', tag: null }).tags.map((tag) => [tag.value, tag.count])).toEqual([
      ['socks', 2],
      ['gloves', 1],
    ]);
  });

  it('keeps a chosen category and tag whose products are gone, at zero', () => {
    const { categories, tags } = shopFilters([], { category: 'Hair', tag: 'blonde' });
    expect(categories).toEqual([
      { value: 'All Items', label: 'All Items', count: 0 },
      { value: 'Hair', label: 'Hair', count: 0 },
    ]);
    expect(tags).toEqual([{ value: 'blonde', label: 'blonde', count: 0 }]);
  });
});
