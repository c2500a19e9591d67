import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import {
  IconBell,
  IconBuildingCommunity,
  IconCreditCard,
  IconCrown,
  IconHeartHandshake,
  IconId,
  IconLogout,
  IconPlus,
  IconReceipt,
  IconReportMoney,
  IconSettings,
  IconShield,
  IconShieldLock,
  IconUserCircle,
  IconUserEdit,
  IconWallet,
} from '@tabler/icons-react';
import type { Me } from '@velvet/contracts';
import { Link } from 'react-router';
import { displayName } from '@/features/auth/lib/display-name';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { useModalManager } from '@/shared/modals';
import { paths } from '@/shared/routing/paths';

export function AccountMenu({ user }: { user: Me }) {
  const signOut = useSignOut();
  const { openModal } = useModalManager();
  const name = displayName(user);

  return (
    <Menu position="bottom-end" width={230} shadow="lg">
      <Menu.Target>
        <UnstyledButton aria-label="Account menu">
          <Avatar src={user.avatar} alt={name} name={name} color="velvet" />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {name} · @{user.username}
        </Menu.Label>
        {user.role === 'CREATOR' && (
          <Menu.Item component={Link} to={paths.creator.to(user.username)} leftSection={<IconUserCircle size={16} />}>
            My page
          </Menu.Item>
        )}
        {!user.profile_completed && (
          <Menu.Item leftSection={<IconUserEdit size={16} />} onClick={() => openModal('COMPLETE_PROFILE')}>
            Complete your profile
          </Menu.Item>
        )}
        {(!user.f_name || !user.l_name) && (
          <Menu.Item leftSection={<IconId size={16} />} onClick={() => openModal('ADD_NAME')}>
            Add your name
          </Menu.Item>
        )}
        <Menu.Item component={Link} to={paths.notifications.to()} leftSection={<IconBell size={16} />}>
          Notifications
        </Menu.Item>
        {user.role !== 'ADMIN' && (
          <Menu.Item component={Link} to={paths.platformPlans.to()} leftSection={<IconCrown size={16} />}>
            Platform plans
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item component={Link} to={paths.mySubscriptions.to()} leftSection={<IconHeartHandshake size={16} />}>
          Subscriptions
        </Menu.Item>
        <Menu.Item component={Link} to={paths.wallet.to()} leftSection={<IconWallet size={16} />}>
          Wallet
        </Menu.Item>
        <Menu.Item leftSection={<IconPlus size={16} />} onClick={() => openModal('DEPOSIT')}>
          Add money
        </Menu.Item>
        <Menu.Item component={Link} to={paths.cards.to()} leftSection={<IconCreditCard size={16} />}>
          Cards
        </Menu.Item>
        <Menu.Item component={Link} to={paths.transactions.to()} leftSection={<IconReceipt size={16} />}>
          Transactions
        </Menu.Item>
        {user.role === 'CREATOR' && (
          <Menu.Item component={Link} to={paths.earnings.to()} leftSection={<IconReportMoney size={16} />}>
            Earnings
          </Menu.Item>
        )}
        <Menu.Item component={Link} to={paths.account.to()} leftSection={<IconSettings size={16} />}>
          Settings
        </Menu.Item>
        <Menu.Item component={Link} to={paths.security.to()} leftSection={<IconShieldLock size={16} />}>
          Security
        </Menu.Item>
        {user.role === 'ADMIN' && (
          <Menu.Item component={Link} to={paths.admin.to()} leftSection={<IconShield size={16} />}>
            Admin
          </Menu.Item>
        )}
        {user.role === 'AGENCY' && (
          <Menu.Item component={Link} to={paths.agency.to()} leftSection={<IconBuildingCommunity size={16} />}>
            Agency
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => signOut.mutate()}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
