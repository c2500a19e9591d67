import { useMutation, useQueryClient } from '@tanstack/react-query';
import { creatorKeys } from '@/features/creators/api/creator-keys';
import { createPost, createStory } from '../api/posts-api';
import { postKeys } from '../api/post-keys';
import { storyKeys } from '../api/story-keys';
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
