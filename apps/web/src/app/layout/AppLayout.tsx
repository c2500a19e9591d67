import { Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, lazy, useState } from 'react';
import { Outlet } from 'react-router';
import { LazySignUpDrawer } from '@/features/auth/components/LazySignUpDrawer';
import { useSession, useSessionProblem } from '@/features/auth/hooks/use-session';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { ModalManagerProvider } from '../modals/ModalManagerProvider';
import { PageBoundary } from '../routes/PageBoundary';
import { AppHeader } from './AppHeader';
import classes from './AppLayout.module.css';
import { EmailVerificationBanner, SignedInEffects } from './signed-in-parts';

// Fetched the first time the burger opens it: phones that never open the menu never load the drawer.
const MobileMenu = lazy(() => import('./MobileMenu').then((module) => ({ default: module.MobileMenu })));

export function AppLayout() {
  const [navigationOpened, navigation] = useDisclosure(false);
  const sessionProblem = useSessionProblem();
  const signedIn = useSession().status === 'signed-in';
  const [menuLoaded, setMenuLoaded] = useState(false);
  if (navigationOpened && !menuLoaded) setMenuLoaded(true);

  return (
    <ModalManagerProvider>
      <header className={classes.header}>
        <AppHeader navigationOpened={navigationOpened} onToggleNavigation={navigation.toggle} />
      </header>
      <main className={classes.main}>
        <Container size="lg" py="md">
          {signedIn && (
            <Suspense fallback={null}>
              <EmailVerificationBanner />
            </Suspense>
          )}
          {/* Pages wait on the account: when it cannot load (a 429, the network), say why rather than show an empty page. */}
          {sessionProblem ? <QueryErrorAlert error={sessionProblem.error} onRetry={sessionProblem.retry} /> : <PageBoundary><Outlet /></PageBoundary>}
        </Container>
      </main>
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu opened={navigationOpened} onClose={navigation.close} />
        </Suspense>
      )}
      <LazySignUpDrawer />
      {signedIn && (
        <Suspense fallback={null}>
          <SignedInEffects />
        </Suspense>
      )}
    </ModalManagerProvider>
  );
}
