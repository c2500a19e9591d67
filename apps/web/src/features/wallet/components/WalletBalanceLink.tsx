import { Button, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconWallet } from '@tabler/icons-react';
import { formatUsd } from '@velvet/contracts';
import { Link } from 'react-router';
import { walletQueryOptions } from '@/shared/queries';
import { paths } from '@/shared/routing/paths';

/** The header's wallet balance, a link to the wallet; the socket's wallet pushes keep it current. */
export function WalletBalanceLink() {
  const wallet = useQuery(walletQueryOptions);
  if (wallet.isPending) return <Skeleton height={30} width={84} radius="xl" aria-label="Loading your balance" />;
  // Without a balance the link still leads to the wallet, where the error is told with a retry.
  const balance = wallet.data ? formatUsd(wallet.data.balance) : null;

  return (
    <Button
      component={Link}
      to={paths.wallet.to()}
      variant="light"
      radius="xl"
      size="compact-md"
      leftSection={<IconWallet size={16} aria-hidden />}
      aria-label={balance ? `Wallet balance ${balance}` : 'Wallet'}
      data-testid="header-wallet-balance"
    >
      {balance ?? 'Wallet'}
    </Button>
  );
}
