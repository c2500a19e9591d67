/** The shortest query the creator search takes (the API's 'Type at least 2 characters'). */
export const SEARCH_MIN_LENGTH = 2;
/** How long typing must pause before a search runs. */
export const SEARCH_DEBOUNCE_MS = 400;

export type SearchPlan = { creators: string | null; hashtags: string | null };

/**
 * What a typed query searches: creators (2 characters at least; the API reads `#tag` as a channel's
 * hashtag) and hashtags starting with it, without its #. Blank searches nothing.
 */
export function searchPlan(raw: string): SearchPlan {
  const query = raw.trim();
  if (!query) return { creators: null, hashtags: null };
  const tag = query.replace(/^#+/, '').trim();
  if (!tag) return { creators: null, hashtags: null };
  return { creators: query.length >= SEARCH_MIN_LENGTH ? query : null, hashtags: tag };
}
