import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { feedKeys, searchCreators, searchHashtags } from '../api/feed-api';
import { searchPlan } from '../lib/search-query';

/** Creators and hashtags for a (debounced) query. */
export function useSearch(query: string) {
  const plan = searchPlan(query);
  const creators = useInfiniteQuery({
    queryKey: feedKeys.creatorSearch(plan.creators ?? ''),
    queryFn: ({ pageParam, signal }) => searchCreators(plan.creators ?? '', pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    enabled: plan.creators !== null,
    placeholderData: keepPreviousData,
  });
  const hashtags = useQuery({
    queryKey: feedKeys.hashtagSearch(plan.hashtags ?? ''),
    queryFn: ({ signal }) => searchHashtags(plan.hashtags ?? '', signal),
    enabled: plan.hashtags !== null,
    placeholderData: keepPreviousData,
  });
  return { plan, creators, hashtags, creatorResults: creators.data?.pages.flatMap((page) => page.items) ?? [] };
}
