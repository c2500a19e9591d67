import { Group, Paper, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { EARNINGS_HOLD_DAYS } from '@velvet/contracts';
import { WithdrawButton } from '@/features/withdrawals/components/WithdrawButton';
import { MoneyStat } from '@/shared/ui/MoneyStat';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { useEarnings } from '../hooks/use-earnings';
import { EarningsChart } from './EarningsChart';

/** A creator's earnings: pending, available and lifetime, a chart over time by type, and Withdraw. */
export function EarningsOverview() {
  const earnings = useEarnings();

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Earnings
        </Title>
        <WithdrawButton />
      </Group>
      {earnings.isPending && (
        <Stack aria-busy="true" aria-label="Loading earnings">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {[0, 1, 2].map((card) => (
              <Skeleton key={card} height={104} radius="lg" />
            ))}
          </SimpleGrid>
          <Skeleton height={260} radius="lg" />
        </Stack>
      )}
      {earnings.isError && <QueryErrorAlert error={earnings.error} onRetry={() => void earnings.refetch()} />}
      {earnings.data && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <MoneyStat label="Pending" value={earnings.data.pending} note={`Available ${EARNINGS_HOLD_DAYS} days after each sale`} />
            <MoneyStat label="Available" value={earnings.data.available} note="Ready to withdraw" />
            <MoneyStat label="Lifetime" value={earnings.data.lifetime} note="Everything you have earned" />
          </SimpleGrid>
          <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="earnings-chart-title">
            <Title order={2} size="h4" mb="sm" id="earnings-chart-title">
              Earnings over time
            </Title>
            <EarningsChart series={earnings.data.series} />
          </Paper>
        </>
      )}
    </Stack>
  );
}
