import { AppShell, Container, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { EmailVerificationBanner, SignUpDrawer, useSessionProblem } from '@/features/auth';
import { useCardStatusNotifications } from '@/features/cards';
import { useLiveNotifications } from '@/features/notifications';
import { useInstallPrompt } from '@/features/pwa';
import { useWalletLiveUpdates } from '@/features/wallet';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { ModalManagerProvider } from '../modals/ModalManagerProvider';
import { AppHeader } from './AppHeader';
import { MobileNavigation } from './MobileNavigation';

export function AppLayout() {
  const [navigationOpened, navigation] = useDisclosure(false);
  const sessionProblem = useSessionProblem();
  // Card news is told by the cards feature, in the spec's words.
  useLiveNotifications({ quietTypes: ['AddCardStatus'] });
  useCardStatusNotifications();
  useWalletLiveUpdates();
  useInstallPrompt();

  return (
    <ModalManagerProvider>
      <AppShell header={{ height: 64 }} padding="md">
        <AppShell.Header>
          <AppHeader navigationOpened={navigationOpened} onToggleNavigation={navigation.toggle} />
        </AppShell.Header>
        <AppShell.Main>
          <Container size="lg" py="md">
            <EmailVerificationBanner />
            {/* Pages wait on the account: when it cannot load (a 429, the network), say why rather than show an empty page. */}
            {sessionProblem ? <QueryErrorAlert error={sessionProblem.error} onRetry={sessionProblem.retry} /> : <Outlet />}
          </Container>
        </AppShell.Main>
      </AppShell>
      {/* A drawer rather than a collapsed navbar, so hidden links are out of the tab order. */}
      <Drawer opened={navigationOpened} onClose={navigation.close} title="Menu" size="xs" hiddenFrom="sm">
        <MobileNavigation onNavigate={navigation.close} />
      </Drawer>
      <SignUpDrawer />
    </ModalManagerProvider>
  );
}
