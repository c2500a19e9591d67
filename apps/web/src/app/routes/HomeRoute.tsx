import { Button, Group, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconPencilPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSession } from '@/features/auth';
import { CreatorGrid } from '@/features/creators';
import { HomeFeed, PublicDiscovery, SearchBox } from '@/features/feed';
import { paths } from '@/shared/routing/paths';
import { CenteredLoader } from '@/shared/ui/CenteredLoader';
import { GuestHero } from './GuestHero';

/** Signed-in users get their feed; guests the landing with public discovery. */
export function HomeRoute() {
  const session = useSession();
  useDocumentTitle('Velvet');

  if (session.status === 'loading') return <CenteredLoader label="Loading" />;
  if (session.status === 'signed-in') {
    return (
      <Stack gap="xl">
        <Group wrap="nowrap">
          <div style={{ flex: 1 }}>
            <SearchBox />
          </div>
          {session.user.role === 'CREATOR' && (
            // Creators write on their own page, where the composer knows their channels.
            <Button component={Link} to={paths.creator.to(session.user.username)} leftSection={<IconPencilPlus size={18} />}>
              Create
            </Button>
          )}
        </Group>
        <HomeFeed />
      </Stack>
    );
  }
  return (
    <Stack gap="xl">
      <GuestHero />
      <SearchBox />
      <Stack gap="md">
        <Title order={2}>Discover creators</Title>
        <CreatorGrid />
      </Stack>
      <PublicDiscovery />
    </Stack>
  );
}
