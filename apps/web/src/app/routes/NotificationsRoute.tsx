import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Suspense, lazy } from 'react';
import { RequireSession } from '@/features/auth/components/RequireSession';
import { NotificationsPanel } from '@/features/notifications/components/NotificationsPanel';

/** The push opt-in card, loaded with the page that shows it. */
const PushNotificationsSetting = lazy(async () => ({ default: (await import('@/features/pwa/components/PushNotificationsSetting')).PushNotificationsSetting }));

export function NotificationsRoute() {
  useDocumentTitle('Notifications · Velvet');

  return (
    <RequireSession>
      <Stack gap="xl">
        <NotificationsPanel />
        <Suspense>
          <PushNotificationsSetting />
        </Suspense>
      </Stack>
    </RequireSession>
  );
}
