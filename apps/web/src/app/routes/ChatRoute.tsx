import { useDocumentTitle } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { RequireSession } from '@/features/auth/components/RequireSession';
import { useSession } from '@/features/auth/hooks/use-session';
import { ChatPage } from '@/features/chat/components/ChatPage';

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
