import { useDocumentTitle } from '@mantine/hooks';
import { RequireSession } from '@/features/auth';
import { NotificationsPanel } from '@/features/notifications';

export function NotificationsRoute() {
  useDocumentTitle('Notifications · Velvet');

  return (
    <RequireSession>
      <NotificationsPanel />
    </RequireSession>
  );
}
