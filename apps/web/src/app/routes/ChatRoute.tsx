import { VisuallyHidden } from '@mantine/core';
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
  useDocumentTitle('Messages · Velvet');
  return (
    <RequireSession>
      {/* The page's name for screen readers: the chat's two columns fill the screen without a visible title. */}
      <VisuallyHidden component="h1">Messages</VisuallyHidden>
      <SignedInChat />
    </RequireSession>
  );
}
