import { Stack, Title } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ConsoleNavigation } from '@/features/admin/components/ConsoleNavigation';
import { RequireSession } from '@/features/auth/components/RequireSession';
import { CenteredLoader } from '@/shared/ui/CenteredLoader';

const adminOnly = ['ADMIN'] as const;

/** /admin: the console's navigation with its queue counts above the page; admins only. */
export function AdminLayout() {
  return (
    <RequireSession roles={adminOnly}>
      <Stack>
        <Title order={1}>Admin</Title>
        <ConsoleNavigation />
        <Suspense fallback={<CenteredLoader label="Loading" />}>
          <Outlet />
        </Suspense>
      </Stack>
    </RequireSession>
  );
}
