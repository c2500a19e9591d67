import { Box, Burger, Button, Group, Skeleton } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { Suspense } from 'react';
import { useSession } from '@/features/auth/hooks/use-session';
import { GuestActions } from './GuestActions';
import { Logo } from './Logo';
import { isLinkActive, navigationLinks } from './navigation-links';
import { AccountMenu, ChatUnreadBadge, NotificationBell } from './signed-in-parts';

type AppHeaderProps = {
  navigationOpened: boolean;
  onToggleNavigation: () => void;
};

export function AppHeader({ navigationOpened, onToggleNavigation }: AppHeaderProps) {
  const session = useSession();
  const { pathname } = useLocation();
  const links = navigationLinks(session.status === 'signed-in' ? session.user : null);
  const accountLoading = <Skeleton circle height={38} aria-label="Loading your account" />;

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="lg" wrap="nowrap">
        <Burger
          opened={navigationOpened}
          onClick={onToggleNavigation}
          hiddenFrom="sm"
          size="sm"
          aria-label="Toggle navigation"
        />
        <Logo />
        <Box component="nav" aria-label="Main" visibleFrom="sm">
          <Group gap={4}>
            {links.map((link) => {
              const active = isLinkActive(pathname, link.to);
              return (
                <Button
                  key={link.to}
                  component={Link}
                  to={link.to}
                  variant={active ? 'light' : 'subtle'}
                  color={active ? undefined : 'gray'}
                  aria-current={active ? 'page' : undefined}
                  rightSection={
                    link.badge === 'chat-unread' ? (
                      <Suspense fallback={null}>
                        <ChatUnreadBadge />
                      </Suspense>
                    ) : undefined
                  }
                >
                  {link.label}
                </Button>
              );
            })}
          </Group>
        </Box>
      </Group>
      <Group gap="sm" wrap="nowrap">
        {session.status === 'loading' && accountLoading}
        {session.status === 'guest' && <GuestActions />}
        {session.status === 'signed-in' && (
          <Suspense fallback={accountLoading}>
            <NotificationBell />
            <AccountMenu user={session.user} />
          </Suspense>
        )}
      </Group>
    </Group>
  );
}
