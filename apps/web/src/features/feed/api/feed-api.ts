import { creatorCardSchema, creatorPageSchema, hashtagSchema } from '@velvet/contracts';
import { z } from 'zod';
import { apiClient } from '@/shared/api';

export const feedKeys = {
  suggested: ['feed', 'suggested-creators'] as const,
  creatorSearch: (query: string) => ['search', 'creators', query] as const,
  hashtagSearch: (query: string) => ['search', 'hashtags', query] as const,
};

export const getSuggestedCreators = (limit: number, signal?: AbortSignal) =>
  apiClient.request({ path: `/api/feed/suggested-creators?limit=${limit}`, schema: z.array(creatorCardSchema), signal });

export const searchCreators = (query: string, cursor: string | undefined, signal?: AbortSignal) => {
  const search = new URLSearchParams({ q: query });
  if (cursor) search.set('cursor', cursor);
  return apiClient.request({ path: `/api/search/creators?${search}`, schema: creatorPageSchema, signal });
};

export const searchHashtags = (query: string, signal?: AbortSignal) =>
  apiClient.request({ path: `/api/search/hashtags?${new URLSearchParams({ q: query })}`, schema: z.array(hashtagSchema), signal });
