import { Button } from '@mantine/core';
import type { AdminUser } from '@velvet/contracts';
import { lazy, Suspense, useState } from 'react';

const LiftLimitDialog = lazy(() => import('./LiftLimitDialog').then((module) => ({ default: module.LiftLimitDialog })));
const BanDialog = lazy(() => import('./BanDialog').then((module) => ({ default: module.BanDialog })));

/** Ban or unban, and lift a fraud limit: each asks for its reason in a dialog. Admins are not acted on. */
export function UserActions({ user }: { user: AdminUser }) {
  const [open, setOpen] = useState<'ban' | 'lift' | null>(null);
  if (user.role === 'ADMIN') return null;
  const close = () => setOpen(null);
  return (
    <>
      <Button size="xs" variant="light" color="gray" onClick={() => setOpen('lift')} aria-label={`Lift a limit for ${user.username}`}>
        Lift limit
      </Button>
      <Button size="xs" variant="light" color={user.banned ? 'gray' : 'red'} onClick={() => setOpen('ban')} aria-label={`${user.banned ? 'Unban' : 'Ban'} ${user.username}`}>
        {user.banned ? 'Unban' : 'Ban'}
      </Button>
      <Suspense fallback={null}>
        {open === 'lift' && <LiftLimitDialog user={user} onClose={close} />}
        {open === 'ban' && <BanDialog user={user} onClose={close} />}
      </Suspense>
    </>
  );
}
