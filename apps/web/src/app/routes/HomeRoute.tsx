import { Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useSession } from '@/features/auth';
import { CreatorGrid } from '@/features/creators';
import { HomeFeed, PublicDiscovery, SearchBox } from '@/features/feed';
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
        <SearchBox />
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
