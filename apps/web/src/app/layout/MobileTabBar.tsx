import { Box } from '@mantine/core';
import { IconHome, IconMessageCircle, IconSearch, IconSquareRoundedPlus, IconUserCircle } from '@tabler/icons-react';
import type { Me } from '@velvet/contracts';
import { Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import classes from './MobileTabBar.module.css';
import { isLinkActive, tabLinks, type TabLink } from './navigation-links';
import { ChatUnreadBadge } from './signed-in-parts';

const icons: Record<TabLink['icon'], typeof IconHome> = {
  home: IconHome,
  search: IconSearch,
  create: IconSquareRoundedPlus,
  messages: IconMessageCircle,
  profile: IconUserCircle,
};

/** A signed-in user's tabs at the bottom of a phone's screen. */
export function MobileTabBar({ user }: { user: Me }) {
  const { pathname } = useLocation();
  const links = tabLinks(user);
  // Create and Profile can lead to the same page (a creator's own): only Profile is marked as the page shown.
  const active = links.filter((link) => link.icon !== 'create').find((link) => isLinkActive(pathname, link.to));

  return (
    <Box component="nav" aria-label="Tabs" className={classes.bar}>
      {links.map((link) => {
        const Icon = icons[link.icon];
        return (
          <Link key={link.label} to={link.to} className={classes.tab} aria-current={link === active ? 'page' : undefined}>
            <Icon size={24} aria-hidden />
            <span>{link.label}</span>
            {link.badge === 'chat-unread' && (
              <span className={classes.badge}>
                <Suspense fallback={null}>
                  <ChatUnreadBadge />
                </Suspense>
              </span>
            )}
          </Link>
        );
      })}
    </Box>
  );
}
