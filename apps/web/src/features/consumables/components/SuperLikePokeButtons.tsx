import { Suspense, lazy } from 'react';
import { useSession } from '@/features/auth/hooks/use-session';

// Only fans see them: a guest's visit to a creator page does not fetch the consumables' code and schemas.
const FanButtons = lazy(() => import('./FanButtons').then((module) => ({ default: module.FanButtons })));

/** A fan's super like and poke for a creator (fans only), with the counts left; with none left, 'Purchase plans' opens for that kind. */
export function SuperLikePokeButtons({ creatorId }: { creatorId: string }) {
  const session = useSession();
  if (session.status !== 'signed-in' || session.user.role !== 'USER') return null;
  return (
    <Suspense fallback={null}>
      <FanButtons creatorId={creatorId} />
    </Suspense>
  );
}
