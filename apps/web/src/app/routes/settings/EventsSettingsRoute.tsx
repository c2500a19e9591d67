import { useDocumentTitle } from '@mantine/hooks';
import { RequireSession } from '@/features/auth/components/RequireSession';
import { useSession } from '@/features/auth/hooks/use-session';
import { EventsSettings } from '@/features/events/components/EventsSettings';

const creators = ['CREATOR'] as const;

function MyEvents() {
  const session = useSession();
  return session.status === 'signed-in' ? <EventsSettings creatorId={session.user._id} /> : null;
}

/** /settings/events: the creator's events. */
export function EventsSettingsRoute() {
  useDocumentTitle('Events · Velvet');
  return (
    <RequireSession roles={creators}>
      <MyEvents />
    </RequireSession>
  );
}
