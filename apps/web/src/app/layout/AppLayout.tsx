import { AppShell, Container, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { SignUpDrawer } from '@/features/auth';
import { useLiveNotifications } from '@/features/notifications';
import { ModalManagerProvider } from '../modals/ModalManagerProvider';
import { AppHeader } from './AppHeader';
import { MobileNavigation } from './MobileNavigation';

export function AppLayout() {
  const [navigationOpened, navigation] = useDisclosure(false);
  useLiveNotifications();

  return (
    <ModalManagerProvider>
      <AppShell header={{ height: 64 }} padding="md">
        <AppShell.Header>
          <AppHeader navigationOpened={navigationOpened} onToggleNavigation={navigation.toggle} />
        </AppShell.Header>
        <AppShell.Main>
          <Container size="lg" py="md">
            <Outlet />
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
