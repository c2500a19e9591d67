import { Button, Group } from '@mantine/core';
import { signUpDrawer } from '@/features/auth/hooks/use-sign-up-drawer';
import { useModalManager } from '@/shared/modals';

export function GuestActions() {
  const { openModal } = useModalManager();

  return (
    <Group gap="xs" wrap="nowrap">
      <Button variant="default" size="sm" onClick={() => openModal('SIGN_IN')}>
        Sign In
      </Button>
      <Button size="sm" onClick={signUpDrawer.open}>
        Sign Up
      </Button>
    </Group>
  );
}
