import { Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useSession } from '@/features/auth';
import { CreatorGrid } from '@/features/creators';
import { GuestHero } from './GuestHero';

export function HomeRoute() {
  const session = useSession();
  useDocumentTitle('Velvet');

  return (
    <Stack gap="xl">
      {session.status === 'guest' && <GuestHero />}
      <Stack gap="md">
        <Title order={2}>Discover creators</Title>
        <CreatorGrid />
      </Stack>
    </Stack>
  );
}
