import { useDocumentTitle } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { RequireSession, useSession } from '@/features/auth';
import { ChatPage } from '@/features/chat';

function SignedInChat() {
  const session = useSession();
  const [search] = useSearchParams();
  if (session.status !== 'signed-in') return null;
  return <ChatPage viewer={session.user} userId={search.get('user')} />;
}

export function ChatRoute() {
  useDocumentTitle('Chat · Velvet');
  return (
    <RequireSession>
      <SignedInChat />
    </RequireSession>
  );
}
