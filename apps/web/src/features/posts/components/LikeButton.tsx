import { Button } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import type { Post } from '@velvet/contracts';
import { formatCompactNumber } from '@/shared/format';
import { useSession } from '@/features/auth/hooks/use-session';
import { useModalManager } from '@/shared/modals';
import { useLike } from '../hooks/use-like';

export function LikeButton({ post }: { post: Post }) {
  const session = useSession();
  const { openModal } = useModalManager();
  const like = useLike(post._id, { liked: post.liked, like_count: post.like_count });

  return (
    <Button
      variant="subtle"
      color={like.liked ? 'red' : 'gray'}
      size="compact-md"
      leftSection={like.liked ? <IconHeartFilled size={18} /> : <IconHeart size={18} />}
      aria-pressed={like.liked}
      aria-label={`${like.liked ? 'Unlike' : 'Like'} (${like.like_count} likes)`}
      onClick={() => (session.status === 'signed-in' ? like.toggle() : openModal('SIGN_IN'))}
    >
      {formatCompactNumber(like.like_count)}
    </Button>
  );
}
