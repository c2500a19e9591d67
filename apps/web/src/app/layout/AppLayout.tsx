import { Container } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LazySignUpDrawer } from '@/features/auth/components/LazySignUpDrawer';
import { useSession, useSessionProblem } from '@/features/auth/hooks/use-session';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { ModalManagerProvider } from '../modals/ModalManagerProvider';
import { PageBoundary } from '../routes/PageBoundary';
import { AppHeader } from './AppHeader';
import classes from './AppLayout.module.css';
import { EmailVerificationBanner, MobileTabBar, SignedInEffects } from './signed-in-parts';
import { useScrollToHash } from './use-scroll-to-hash';

export function AppLayout() {
  const sessionProblem = useSessionProblem();
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  useScrollToHash();

  return (
    <ModalManagerProvider>
      <header className={classes.header}>
        <AppHeader />
      </header>
      <main className={classes.main} data-with-tab-bar={signedIn || undefined}>
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
      {signedIn && (
        <Suspense fallback={null}>
          <MobileTabBar user={session.user} />
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
