import { useMutation } from '@tanstack/react-query';
import type { LikeState } from '@velvet/contracts';
import { useState } from 'react';
import { toUserMessage } from '@/shared/errors';
import { showToast } from '@/shared/ui/toast';
import { toggleLike } from '../api/posts-api';

/**
 * A post's like toggle: the count moves at the click and settles on the server's answer; a failure
 * puts back what was there.
 */
export function useLike(postId: string, initial: LikeState) {
  const [current, setCurrent] = useState<LikeState | null>(null);
  const shown = current ?? initial;
  const mutation = useMutation({
    mutationFn: () => toggleLike(postId),
    onMutate: () => {
      const before = shown;
      setCurrent({ liked: !before.liked, like_count: Math.max(0, before.like_count + (before.liked ? -1 : 1)) });
      return { before };
    },
    onSuccess: (state) => setCurrent(state),
    onError: (error, _variables, context) => {
      setCurrent(context?.before ?? null);
      showToast({ color: 'red', message: toUserMessage(error) });
    },
  });
  const toggle = () => {
    // The server toggles: a second click before the first answer would undo it unseen.
    if (!mutation.isPending) mutation.mutate();
  };
  return { ...shown, toggle };
}
