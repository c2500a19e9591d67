import { useParams } from 'react-router';
import { useSession } from '@/features/auth/hooks/use-session';
import { CollabGroupPage } from '@/features/collabs/components/CollabGroupPage';
import { CenteredLoader } from '@/shared/ui/CenteredLoader';

export function CollabRoute() {
  const { id = '' } = useParams();
  const session = useSession();
  if (session.status === 'loading') return <CenteredLoader label="Loading your account" />;
  return <CollabGroupPage key={id} groupId={id} viewerId={session.status === 'signed-in' ? session.user._id : null} />;
}
