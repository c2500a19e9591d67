import { spendRange, type ListFansQuery, type SpendRank } from '@velvet/contracts';

/** The dialog's fan type choice: the spec's subscribers, expired subscribers and buyers/tippers. */
export const fanKinds = {
  all: { label: 'All fans', query: { fan_type: 'all' } },
  subscribers: { label: 'Subscribers', query: { fan_type: 'subscribers' } },
  expired: { label: 'Expired subscribers', query: { fan_type: 'subscribers', is_expired: 'true' } },
  buyers: { label: 'Buyers and tippers', query: { fan_type: 'buyers' } },
  main: { label: 'Main profile fans', query: { fan_type: 'all', is_main_profile: 'true' } },
  collab: { label: 'Collab fans only', query: { fan_type: 'all', is_main_profile: 'false' } },
} as const satisfies Record<string, { label: string; query: ListFansQuery }>;
export type FanKind = keyof typeof fanKinds;

export type FanFilters = { kind: FanKind; rank: SpendRank; min: number | ''; max: number | ''; search: string };

export const defaultFanFilters: FanFilters = { kind: 'all', rank: 'all', min: '', max: '', search: '' };

/** The fans query for the filters, or the range's message while a custom range is not valid. */
export function fansQuery(filters: FanFilters): { query: ListFansQuery } | { error: string } {
  const range = spendRange(filters.rank, { min: filters.min, max: filters.max });
  if ('error' in range) return range;
  const search = filters.search.trim();
  return { query: { ...fanKinds[filters.kind].query, ...range, ...(search && { search }) } };
}

/** Select all: adds every shown fan, or removes them all when every one is already chosen. */
export function toggleAll(selected: ReadonlySet<string>, shown: readonly string[]): Set<string> {
  const next = new Set(selected);
  const allChosen = shown.length > 0 && shown.every((id) => next.has(id));
  for (const id of shown) {
    if (allChosen) next.delete(id);
    else next.add(id);
  }
  return next;
}

export function toggleOne(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}
