import { useDocumentTitle } from '@mantine/hooks';
import { RequireSession } from '@/features/auth/components/RequireSession';
import { NotificationsPanel } from '@/features/notifications/components/NotificationsPanel';

export function NotificationsRoute() {
  useDocumentTitle('Notifications · Velvet');

  return (
    <RequireSession>
      <NotificationsPanel />
    </RequireSession>
  );
}
