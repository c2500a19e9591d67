import { Badge, Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useAdminSummary } from '../hooks/use-admin-console';
import { consoleLinks, countText, currentLink, linkName } from '../lib/console-links';

/** The console's pages as buttons that wrap on a phone; each queue shows how much waits in it. */
export function ConsoleNavigation() {
  const summary = useAdminSummary();
  const { pathname } = useLocation();
  const current = currentLink(pathname);
  return (
    <Group component="nav" aria-label="Admin console" gap="xs">
      {consoleLinks.map((link) => {
        const count = link.count ? countText(summary, link.count.key) : '';
        const waiting = link.count && summary.data ? summary.data[link.count.key] > 0 : false;
        const active = link.to === current;
        return (
          <Button
            key={link.to}
            component={Link}
            to={link.to}
            size="xs"
            variant={active ? 'filled' : 'light'}
            color={active ? undefined : 'gray'}
            aria-current={active ? 'page' : undefined}
            aria-label={linkName(link, count)}
            rightSection={
              link.count ? (
                <Badge size="sm" circle={count.length < 3} color={waiting ? 'orange' : 'gray'} variant={waiting ? 'filled' : 'light'} aria-hidden>
                  {count}
                </Badge>
              ) : undefined
            }
          >
            {link.label}
          </Button>
        );
      })}
    </Group>
  );
}
