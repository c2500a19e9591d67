import { Box, Button, Drawer, Grid, NavLink, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconAddressBook,
  IconBroadcast,
  IconBuildingCommunity,
  IconCreditCard,
  IconFileCertificate,
  IconHeartHandshake,
  IconId,
  IconLayoutList,
  IconListDetails,
  IconMenu2,
  IconReceipt,
  IconReportMoney,
  IconShieldLock,
  IconShoppingBag,
  IconBriefcase,
  IconUserCircle,
  IconUsersGroup,
  IconWallet,
} from '@tabler/icons-react';
import { Link, Outlet, useLocation } from 'react-router';
import { RequireSession } from '@/features/auth/components/RequireSession';
import { useSession } from '@/features/auth/hooks/use-session';
import { paths } from '@/shared/routing/paths';
import { isLinkActive } from '../../layout/navigation-links';
import { settingsLinks } from './settings-links';

/** One picture per settings entry, so the list is read at a glance. */
const icons: Record<string, typeof IconWallet> = {
  [paths.wallet.to()]: IconWallet,
  [paths.cards.to()]: IconCreditCard,
  [paths.transactions.to()]: IconReceipt,
  [paths.mySubscriptions.to()]: IconHeartHandshake,
  [paths.earnings.to()]: IconReportMoney,
  [paths.channelSettings.to()]: IconBroadcast,
  [paths.myCollabs.to()]: IconUsersGroup,
  [paths.servicesSettings.to()]: IconBriefcase,
  [paths.lists.to()]: IconListDetails,
  [paths.releaseForms.to()]: IconFileCertificate,
  [paths.agencySettings.to()]: IconBuildingCommunity,
  [paths.shopSettings.to()]: IconShoppingBag,
  [paths.addressSettings.to()]: IconAddressBook,
  [paths.kyc.to()]: IconId,
  [paths.account.to()]: IconUserCircle,
  [paths.security.to()]: IconShieldLock,
};

/** The page's entry in the settings list: the card return page belongs to Cards, the account-information alias to Account. */
function currentEntry(pathname: string) {
  if (pathname === paths.addCardReturn.to()) return paths.cards.to();
  if (pathname === paths.accountInformation.to()) return paths.account.to();
  return pathname;
}

function SettingsNavigation({ onNavigate }: { onNavigate?: () => void }) {
  const session = useSession();
  const { pathname } = useLocation();
  if (session.status !== 'signed-in') return null;
  const current = currentEntry(pathname);

  return (
    <Stack component="nav" aria-label="Settings" gap={4}>
      {settingsLinks(session.user.role).map((link) => {
        const Icon = icons[link.to] ?? IconLayoutList;
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
            onClick={onNavigate}
          />
        );
      })}
    </Stack>
  );
}

/**
 * /settings: a side navigation beside the page on wide screens; signed-in users only. On phones the page
 * opens on its content and the list is one tap away, in a drawer, rather than stacked above it.
 */
export function SettingsLayout() {
  const [menuOpened, menu] = useDisclosure(false);

  return (
    <RequireSession>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, sm: 3 }} visibleFrom="sm">
          <Stack gap="sm">
            <Title order={2} size="h4">
              Settings
            </Title>
            <SettingsNavigation />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 9 }}>
          <Box hiddenFrom="sm" mb="sm">
            <Button variant="subtle" color="gray" px={0} leftSection={<IconMenu2 size={18} aria-hidden />} onClick={menu.open} aria-haspopup="dialog">
              All settings
            </Button>
          </Box>
          <Outlet />
        </Grid.Col>
      </Grid>
      <Drawer opened={menuOpened} onClose={menu.close} title="Settings" size="xs" hiddenFrom="sm">
        <SettingsNavigation onNavigate={menu.close} />
      </Drawer>
    </RequireSession>
  );
}
