import { useDocumentTitle } from '@mantine/hooks';
import { RequireSession } from '@/features/auth/components/RequireSession';
import { useSession } from '@/features/auth/hooks/use-session';
import { RequestsInboxPage } from '@/features/requests/components/RequestsInboxPage';

function SignedInRequests() {
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  return <RequestsInboxPage viewerIsCreator={session.user.role === 'CREATOR'} />;
}

export function RequestsRoute() {
  useDocumentTitle('Requests · Velvet');
  return (
    <RequireSession>
      <SignedInRequests />
    </RequireSession>
  );
}
