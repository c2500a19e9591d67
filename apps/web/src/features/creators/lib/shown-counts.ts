import type { CreatorCounts } from '@velvet/contracts';
import { formatCompactNumber } from '@/shared/format';

const plural = (count: number, one: string, many: string) => `${formatCompactNumber(count)} ${count === 1 ? one : many}`;

/**
 * The counts a creator's header shows: none that is zero ('0 likes' tells a fan nothing and looks
 * deserted), and subscribers only when the API gives them (to the creator on their own page).
 */
export function shownCounts(counts: CreatorCounts): string[] {
  const entries: Array<[number | null, string, string]> = [
    [counts.posts, 'post', 'posts'],
    [counts.stories, 'story', 'stories'],
    [counts.likes, 'like', 'likes'],
    [counts.subscribers, 'subscriber', 'subscribers'],
  ];
  return entries.flatMap(([count, one, many]) => (count ? [plural(count, one, many)] : []));
}
