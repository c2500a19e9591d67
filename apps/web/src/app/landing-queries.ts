import { QueryClient } from '@tanstack/react-query';
import { channelSchema, matchWebRoute } from '@velvet/contracts';
import type { z } from 'zod';
import { channelByUsernamePath, channelKeys } from '@/features/channels/api/channels-api';
import { creatorProfilePath, creatorProfileSchema } from '@/features/creators/api/get-creator-profile';
import { creatorsPath, creatorsSchema } from '@/features/creators/api/get-creators';
import { creatorKeys } from '@/shared/queries/content-keys';

/** The API answers sent with a guest's page, `{ data }` by path (apps/api platform/http/page-head.ts). */
export type PageAnswers = Record<string, { data: unknown }>;

/**
 * A query client for one server render, holding the answers the landing page's first screen is drawn
 * from: the very ones the browser reads back (api-client's `initialData`), so hydration draws the same.
 */
export function landingQueries(pathname: string, answers: PageAnswers): QueryClient {
  // Nothing is fetched on the server: a query without an answer renders its loading state, as in the browser.
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const seed = <T>(queryKey: readonly unknown[], path: string, schema: z.ZodType<T>): T | undefined => {
    const answer = answers[path];
    if (!answer) return undefined;
    const data = schema.parse(answer.data);
    queryClient.setQueryData(queryKey, data);
    return data;
  };
  const match = matchWebRoute(pathname);
  if (match?.name === 'home') seed(creatorKeys.list(), creatorsPath, creatorsSchema);
  if (match?.name === 'creator' || match?.name === 'creatorChannel') {
    const username = match.params.username!;
    const profile = seed(creatorKeys.profile(username), creatorProfilePath(username), creatorProfileSchema);
    for (const channel of profile?.channels ?? []) seed(channelKeys.byUsername(channel.username), channelByUsernamePath(channel.username), channelSchema);
  }
  return queryClient;
}
