import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '@/features/auth/api/get-me';
import { isApiRequestError, sessionQueryScope, tokenStore } from '@/shared/api';
import { retryHint } from '@/shared/errors';
import { showToast } from '@/shared/ui/toast';
import { shouldRetryQuery } from './query-retry';

const RATE_LIMIT_TOAST_MS = 6000;

/** Every 429, from a load or an action, is said out loud: the server's message and when to try again. */
function sayWhenRateLimited(error: unknown): void {
  if (!isApiRequestError(error) || error.status !== 429) return;
  const hint = retryHint(error);
  showToast({
    id: 'rate-limited',
    color: 'orange',
    autoClose: RATE_LIMIT_TOAST_MS,
    ...(hint ? { title: error.message, message: hint } : { message: error.message }),
  });
}

export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    queryCache: new QueryCache({ onError: sayWhenRateLimited }),
    mutationCache: new MutationCache({ onError: sayWhenRateLimited }),
    defaultOptions: { queries: { staleTime: 30_000, retry: shouldRetryQuery } },
  });
  tokenStore.subscribe(() => {
    // However the session ends (signing out, or the server refusing the tokens), the user's own data goes with it.
    if (!tokenStore.getTokens()) queryClient.removeQueries({ queryKey: [sessionQueryScope] });
    // Every signed-in page waits on the account: it loads as soon as the session starts, not a render later.
    else void queryClient.prefetchQuery(meQueryOptions);
  });
  return queryClient;
}
