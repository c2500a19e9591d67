import { Button, EmptyState } from '@mantine/core';
import { IconLock, IconShieldX } from '@tabler/icons-react';
import { messages, type Role } from '@velvet/contracts';
import type { ReactNode } from 'react';
import { useModalManager } from '@/shared/modals';
import { CenteredLoader } from '@/shared/ui/CenteredLoader';
import { useSession } from '../hooks/use-session';

type RequireSessionProps = {
  /** Roles allowed in; any signed-in user when left out. */
  roles?: readonly Role[];
  children: ReactNode;
};

/** Shows its children to signed-in users with an allowed role, and says why to everyone else. */
export function RequireSession({ roles, children }: RequireSessionProps) {
  const session = useSession();
  const { openModal } = useModalManager();

  if (session.status === 'loading') return <CenteredLoader label="Loading your account" />;
  if (session.status === 'guest') {
    return (
      <EmptyState py="xl" icon={<IconLock />} title={messages.signInRequired}>
        <EmptyState.Actions>
          <Button onClick={() => openModal('SIGN_IN')}>Sign In</Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  }
  if (roles && !roles.includes(session.user.role)) {
    return <EmptyState py="xl" icon={<IconShieldX />} title={messages.forbidden} />;
  }
  return children;
}
