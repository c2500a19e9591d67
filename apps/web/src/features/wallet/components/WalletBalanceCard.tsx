import { Group, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconWallet } from '@tabler/icons-react';
import { formatUsd } from '@velvet/contracts';
import { walletQueryOptions } from '@/shared/queries';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';

/** The wallet's balance. */
export function WalletBalanceCard() {
  const wallet = useQuery(walletQueryOptions);

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="wallet-balance-title">
      <Group gap="md" wrap="nowrap">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          <IconWallet size={26} />
        </ThemeIcon>
        <Stack gap={2} style={{ flex: 1 }}>
          <Text size="sm" c="dimmed" id="wallet-balance-title">
            Wallet balance
          </Text>
          {wallet.isPending && <Skeleton height={34} width={160} aria-label="Loading your balance" />}
          {wallet.data && (
            <Text fz={32} fw={700} lh={1.1} aria-live="polite">
              {formatUsd(wallet.data.balance)}
            </Text>
          )}
        </Stack>
      </Group>
      {wallet.isError && <QueryErrorAlert error={wallet.error} onRetry={() => void wallet.refetch()} />}
    </Paper>
  );
}
