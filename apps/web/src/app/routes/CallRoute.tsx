import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from 'react-router';
import { RequireSession } from '@/features/auth/components/RequireSession';
import { useSession } from '@/features/auth/hooks/use-session';
import { CallPage } from '@/features/calls/components/CallPage';

function SignedInCall() {
  const session = useSession();
  const { requestId = '' } = useParams();
  if (session.status !== 'signed-in') return null;
  return <CallPage requestId={requestId} viewerId={session.user._id} />;
}

export function CallRoute() {
  useDocumentTitle('Call · Velvet');
  return (
    <RequireSession>
      <SignedInCall />
    </RequireSession>
  );
}
