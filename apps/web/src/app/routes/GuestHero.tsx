import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { signUpDrawer } from '@/features/auth/hooks/use-sign-up-drawer';
import { useModalManager } from '@/shared/modals';

export function GuestHero() {
  const { openModal } = useModalManager();

  return (
    <Paper
      radius="xl"
      p={{ base: 'xl', sm: 48 }}
      bg="linear-gradient(135deg, var(--mantine-color-velvet-9) 0%, var(--mantine-color-dark-7) 70%)"
    >
      <Title order={1} fz={{ base: 32, sm: 48 }} maw={640}>
        Get closer to the creators you love
      </Title>
      <Text size="lg" c="dark.0" mt="md" maw={560}>
        Subscribe to their channels, chat, send tips and unlock exclusive posts, all in one place.
      </Text>
      <Group mt="xl">
        <Button size="md" onClick={signUpDrawer.open}>
          Join Velvet
        </Button>
        <Button size="md" variant="white" color="dark" onClick={() => openModal('SIGN_IN')}>
          Sign In
        </Button>
      </Group>
    </Paper>
  );
}
