import { useDocumentTitle } from '@mantine/hooks';
import { RequireSession } from '@/features/auth/components/RequireSession';
import { TicketsSettings } from '@/features/events/components/TicketsSettings';

/** /settings/tickets: the signed-in user's event tickets. */
export function TicketsRoute() {
  useDocumentTitle('Tickets · Velvet');
  return (
    <RequireSession>
      <TicketsSettings />
    </RequireSession>
  );
}
