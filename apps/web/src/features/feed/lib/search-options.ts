import type { CreatorCard, Hashtag } from '@velvet/contracts';
import { paths } from '@/shared/routing/paths';

export type SearchOption = { value: string; label: string; group: 'Creators' | 'Hashtags' | 'Search' };

/** How many quick results of each kind the search box lists before 'See all results'. */
export const QUICK_RESULTS = 5;

/**
 * The search box's options, each valued by where it leads: the first creators and hashtags, then the
 * full results page for what was typed.
 */
export function searchOptions(query: string, creators: readonly CreatorCard[], hashtags: readonly Hashtag[]): SearchOption[] {
  const typed = query.trim();
  if (!typed) return [];
  return [
    ...creators.slice(0, QUICK_RESULTS).map((creator): SearchOption => ({
      value: paths.creator.to(creator.username),
      label: `${creator.display_name} (@${creator.username})`,
      group: 'Creators',
    })),
    ...hashtags.slice(0, QUICK_RESULTS).map((hashtag): SearchOption => ({ value: paths.hashtag.to(hashtag.tag), label: `#${hashtag.tag}`, group: 'Hashtags' })),
    { value: paths.search.to(typed), label: `See all results for “${typed}”`, group: 'Search' },
  ];
}
