import { Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Suspense, lazy } from 'react';
import { useSession } from '@/features/auth/hooks/use-session';
import { CreatorGrid } from '@/features/creators/components/CreatorGrid';
import { CenteredLoader } from '@/shared/ui/CenteredLoader';
import { RenderWhenNear } from '@/shared/ui/RenderWhenNear';
import { GuestHero } from './GuestHero';

// A guest's first visit, the page shared links open, does not carry the signed-in feed.
const SignedInHome = lazy(() => import('./SignedInHome').then((module) => ({ default: module.SignedInHome })));
// Below the creators on every screen: loaded as it scrolls near.
const PublicDiscovery = lazy(() => import('@/features/feed/components/PublicDiscovery').then((module) => ({ default: module.PublicDiscovery })));

/** Signed-in users get their feed; guests the landing with public discovery. */
export function HomeRoute() {
  const session = useSession();
  useDocumentTitle('Velvet');

  if (session.status === 'loading') return <CenteredLoader label="Loading" />;
  if (session.status === 'signed-in') {
    return (
      <Suspense fallback={<CenteredLoader label="Loading" />}>
        <SignedInHome user={session.user} />
      </Suspense>
    );
  }
  return (
    <Stack gap="xl">
      <GuestHero />
      <Stack gap="md">
        <Title order={2}>Discover creators</Title>
        <CreatorGrid />
      </Stack>
      <RenderWhenNear>
        <Suspense fallback={<CenteredLoader label="Loading" />}>
          <PublicDiscovery />
        </Suspense>
      </RenderWhenNear>
    </Stack>
  );
}
