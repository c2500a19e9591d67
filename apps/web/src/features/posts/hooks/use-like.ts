import { useMutation } from '@tanstack/react-query';
import type { LikeState } from '@velvet/contracts';
import { useState } from 'react';
import { toUserMessage } from '@/shared/errors';
import { showToast } from '@/shared/ui/toast';
import { setLiked } from '../api/posts-api';

/**
 * A post's like toggle: the count moves at the click and settles on the server's answer; a failure
 * puts back what was there.
 */
export function useLike(postId: string, initial: LikeState) {
  const [current, setCurrent] = useState<LikeState | null>(null);
  const shown = current ?? initial;
  const mutation = useMutation({
    mutationFn: (liked: boolean) => setLiked(postId, liked),
    onMutate: (liked) => {
      const before = shown;
      setCurrent({ liked, like_count: Math.max(0, before.like_count + (liked ? 1 : -1)) });
      return { before };
    },
    onSuccess: (state) => setCurrent(state),
    onError: (error, _liked, context) => {
      setCurrent(context?.before ?? null);
      showToast({ color: 'red', message: toUserMessage(error) });
    },
  });
  return { ...shown, toggle: () => mutation.mutate(!shown.liked) };
}
