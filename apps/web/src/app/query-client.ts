import { QueryClient } from '@tanstack/react-query';
import { sessionQueryScope, tokenStore } from '@/shared/api';
import { shouldRetryQuery } from './query-retry';

export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: shouldRetryQuery } },
  });
  // However the session ends (signing out, or the server refusing the tokens), the user's own data goes with it.
  tokenStore.subscribe(() => {
    if (!tokenStore.getTokens()) queryClient.removeQueries({ queryKey: [sessionQueryScope] });
  });
  return queryClient;
}
