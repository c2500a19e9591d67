import { Grid, NavLink, Stack, Title } from '@mantine/core';
import { IconBroadcast, IconCreditCard, IconReceipt, IconReportMoney, IconShieldLock, IconWallet } from '@tabler/icons-react';
import { Link, Outlet, useLocation } from 'react-router';
import { RequireSession } from '@/features/auth/components/RequireSession';
import { useSession } from '@/features/auth/hooks/use-session';
import { paths } from '@/shared/routing/paths';
import { isLinkActive } from '../../layout/navigation-links';
import { settingsLinks } from './settings-links';

const icons: Record<string, typeof IconWallet> = {
  [paths.wallet.to()]: IconWallet,
  [paths.cards.to()]: IconCreditCard,
  [paths.transactions.to()]: IconReceipt,
  [paths.earnings.to()]: IconReportMoney,
  [paths.channelSettings.to()]: IconBroadcast,
  [paths.security.to()]: IconShieldLock,
};

function SettingsNavigation() {
  const session = useSession();
  const { pathname } = useLocation();
  if (session.status !== 'signed-in') return null;
  // The card return page belongs to Cards.
  const current = pathname === paths.addCardReturn.to() ? paths.cards.to() : pathname;

  return (
    <Stack component="nav" aria-label="Settings" gap={4}>
      {settingsLinks(session.user.role).map((link) => {
        const Icon = icons[link.to] ?? IconWallet;
        const active = isLinkActive(current, link.to);
        return (
          <NavLink
            key={link.to}
            component={Link}
            to={link.to}
            label={link.label}
            leftSection={<Icon size={18} aria-hidden />}
            active={active}
            aria-current={active ? 'page' : undefined}
          />
        );
      })}
    </Stack>
  );
}

/** /settings: a side navigation beside the page; signed-in users only. */
export function SettingsLayout() {
  return (
    <RequireSession>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <Stack gap="sm">
            <Title order={2} size="h4" visibleFrom="sm">
              Settings
            </Title>
            <SettingsNavigation />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 9 }}>
          <Outlet />
        </Grid.Col>
      </Grid>
    </RequireSession>
  );
}
