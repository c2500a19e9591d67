import { SHOP_CATEGORIES, type ProductTags } from '@velvet/contracts';

export type FilterOption = { value: string; label: string; count: number };
export const ALL_ITEMS = 'All Items';

/**
 * The shop page's filters from `fetch-products-tags`: 'All Items' and the categories that have products
 * (in the spec's order, each with its count), and the tags of the chosen category. The chosen category
 * and tag stay offered even when their last product has gone, so the page never loses what is selected.
 */
export function shopFilters(entries: ProductTags, selected: { category: string; tag: string | null }): { categories: FilterOption[]; tags: FilterOption[] } {
  const byCategory = new Map(entries.map((entry) => [entry.category, entry]));
  const total = entries.reduce((sum, entry) => sum + entry.count, 0);
  const categories = SHOP_CATEGORIES.filter((category) => category !== ALL_ITEMS && (byCategory.has(category) || category === selected.category)).map((category) => ({
    value: category,
    label: category,
    count: byCategory.get(category)?.count ?? 0,
  }));
  const tags = (byCategory.get(selected.category)?.tags ?? []).map((entry) => ({ value: entry.tag, label: entry.tag, count: entry.count }));
  if (selected.tag && !tags.some((entry) => entry.value === selected.tag)) tags.unshift({ value: selected.tag, label: selected.tag, count: 0 });
  return { categories: [{ value: ALL_ITEMS, label: ALL_ITEMS, count: total }, ...categories], tags };
}
