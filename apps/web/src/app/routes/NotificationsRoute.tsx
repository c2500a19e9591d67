import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Suspense } from 'react';
import { RequireSession } from '@/features/auth';
import { NotificationsPanel } from '@/features/notifications';
import { PushNotificationsSetting } from '@/features/pwa';

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
