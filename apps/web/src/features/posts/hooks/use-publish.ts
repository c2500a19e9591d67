import { useMutation, useQueryClient } from '@tanstack/react-query';
import { creatorKeys, postKeys, storyKeys } from '@/shared/queries/content-keys';
import { createPost, createStory } from '../api/posts-api';
import type { ComposerPayload } from '../lib/composer-form';

/** Publishes a post or a story; every list that may show it is refreshed. */
export function usePublish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: ComposerPayload) => {
      if (payload.kind === 'story') await createStory(payload.input);
      else await createPost(payload.input);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: postKeys.all });
      void queryClient.invalidateQueries({ queryKey: storyKeys.all });
      void queryClient.invalidateQueries({ queryKey: creatorKeys.all });
    },
  });
}
