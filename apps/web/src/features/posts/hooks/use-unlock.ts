import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { postMessages, type UnlockInput } from '@velvet/contracts';
import { creatorKeys, postKeys, storyKeys } from '@/shared/queries/content-keys';
import { useActionKeys } from '@/shared/api';
import { moneyKeys } from '@/shared/queries';
import { UserFacingError } from '@/shared/errors';
import { getPost, unlockContent } from '../api/posts-api';
import { findStory } from '../lib/find-story';

type Target = { kind: 'post' | 'story'; id: string };

/** What is being unlocked, as the dialog shows it: its price, its author and whether it is still locked. */
export function useUnlockTarget({ kind, id }: Target) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: kind === 'post' ? postKeys.detail(id) : storyKeys.detail(id),
    queryFn: async ({ signal }) => {
      const item = kind === 'post' ? await getPost(id, signal) : loadedStory(queryClient, id);
      return { price: item.lock?.reason === 'paid' ? item.lock.price : null, authorName: item.author.display_name };
    },
  });
}

function loadedStory(queryClient: QueryClient, id: string) {
  const loaded = [...queryClient.getQueriesData({ queryKey: storyKeys.all }), ...queryClient.getQueriesData({ queryKey: creatorKeys.all })];
  const story = findStory(
    loaded.map(([, data]) => data),
    id,
  );
  if (!story) throw new UserFacingError(postMessages.storyNotFound);
  return story;
}

/**
 * Pays to view a post or story. Each attempt has its own idempotency key, reused only while the
 * outcome of that attempt is unknown. Success refreshes every copy of the content so its media show.
 */
export function useUnlock({ kind, id }: Target) {
  const queryClient = useQueryClient();
  const keys = useActionKeys();
  return useMutation({
    mutationFn: (input: UnlockInput) => unlockContent({ kind, id, input, idempotencyKey: keys.keyFor(input) }),
    onSettled: (_transaction, error) => {
      keys.settle({ error: error ?? undefined });
      void queryClient.invalidateQueries({ queryKey: moneyKeys.wallet });
      void queryClient.invalidateQueries({ queryKey: moneyKeys.transactions });
    },
    onSuccess: () => refreshUnlocked(queryClient),
  });
}

/** Every list and page that may hold the unlocked content, the creator pages included. */
function refreshUnlocked(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: postKeys.all });
  void queryClient.invalidateQueries({ queryKey: storyKeys.all });
  void queryClient.invalidateQueries({ queryKey: creatorKeys.all });
}
