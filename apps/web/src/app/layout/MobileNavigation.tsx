import { NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useSession } from '@/features/auth/hooks/use-session';
import { Suspense } from 'react';
import { paths } from '@/shared/routing/paths';
import { isLinkActive, navigationLinks } from './navigation-links';
import { ChatUnreadBadge } from './signed-in-parts';

/** The burger menu's links on small screens; the bell's page is listed here as a link. */
export function MobileNavigation({ onNavigate }: { onNavigate: () => void }) {
  const session = useSession();
  const { pathname } = useLocation();
  const signedIn = session.status === 'signed-in';
  const links = [
    ...navigationLinks(signedIn ? session.user : null),
    ...(signedIn ? [{ label: 'Notifications', to: paths.notifications.to() }] : []),
  ];

  return (
    <Stack component="nav" aria-label="Main" gap={4}>
      {links.map((link) => (
        <NavLink
          key={link.to}
          component={Link}
          to={link.to}
          label={link.label}
          rightSection={
            link.badge === 'chat-unread' ? (
              <Suspense fallback={null}>
                <ChatUnreadBadge />
              </Suspense>
            ) : undefined
          }
          active={isLinkActive(pathname, link.to)}
          aria-current={isLinkActive(pathname, link.to) ? 'page' : undefined}
          onClick={onNavigate}
        />
      ))}
    </Stack>
  );
}
