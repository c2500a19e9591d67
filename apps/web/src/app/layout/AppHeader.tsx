import { ActionIcon, Box, Button, Group, Skeleton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from '@/features/auth/hooks/use-session';
import { SearchBox } from '@/features/feed/components/SearchBox';
import { paths } from '@/shared/routing/paths';
import { GuestActions } from './GuestActions';
import { Logo } from './Logo';
import { isLinkActive, navigationLinks } from './navigation-links';
import { AccountMenu, ChatUnreadBadge, NotificationBell, WalletBalanceLink } from './signed-in-parts';

/**
 * The header of every page: the logo, the main links and the search field on wide screens; the wallet
 * balance, the bell and the account menu for a signed-in user, Sign In and Sign Up for a guest.
 * On phones the links and search move to the bottom tab bar (a guest keeps a search button here).
 */
export function AppHeader() {
  const session = useSession();
  const { pathname } = useLocation();
  const links = navigationLinks(session.status === 'signed-in' ? session.user : null);
  const accountLoading = <Skeleton circle height={38} aria-label="Loading your account" />;

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="lg" wrap="nowrap">
        <Logo />
        <Box component="nav" aria-label="Main" visibleFrom="sm">
          <Group gap={4} wrap="nowrap">
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
      {/* The search page has its own field; the header's would be a second one. */}
      {pathname !== paths.search.pattern && (
        <Box visibleFrom="sm" style={{ flex: 1, maxWidth: 360 }}>
          <SearchBox />
        </Box>
      )}
      <Group gap="sm" wrap="nowrap">
        {session.status !== 'signed-in' && pathname !== paths.search.pattern && (
          <ActionIcon component={Link} to={paths.search.pattern} hiddenFrom="sm" variant="subtle" color="gray" size="lg" aria-label="Search">
            <IconSearch size={22} />
          </ActionIcon>
        )}
        {session.status === 'loading' && accountLoading}
        {session.status === 'guest' && <GuestActions />}
        {session.status === 'signed-in' && (
          <Suspense fallback={accountLoading}>
            <WalletBalanceLink />
            <NotificationBell />
            <AccountMenu user={session.user} />
          </Suspense>
        )}
      </Group>
    </Group>
  );
}
