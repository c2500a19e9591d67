import { Group, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { AGENCY_FIRST_WITHDRAWAL_MIN_DOLLARS, AGENCY_FUNDS_HOLD_DAYS, formatUsd } from '@velvet/contracts';
import { WithdrawButton } from '@/features/withdrawals/components/WithdrawButton';
import { MoneyStat } from '@/shared/ui/MoneyStat';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { useAgencyFunds } from '../hooks/use-agency';

/** The agency's shares: pending for 14 days, then available to withdraw through the withdrawals dialog. */
export function AgencyFundsCard() {
  const funds = useAgencyFunds();
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} size="h3">
          Agency funds
        </Title>
        <WithdrawButton />
      </Group>
      {funds.isPending && <Skeleton height={104} radius="lg" aria-label="Loading agency funds" />}
      {funds.isError && <QueryErrorAlert error={funds.error} onRetry={() => void funds.refetch()} />}
      {funds.data && (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <MoneyStat label="Pending" value={funds.data.pending} note={`Withdrawable ${AGENCY_FUNDS_HOLD_DAYS} days after each transaction`} />
          <MoneyStat label="Available" value={funds.data.available} note={`Minimum first withdrawal ${formatUsd(AGENCY_FIRST_WITHDRAWAL_MIN_DOLLARS)}`} />
          <MoneyStat label="Lifetime" value={funds.data.lifetime} note="Every share received" />
        </SimpleGrid>
      )}
    </Stack>
  );
}
