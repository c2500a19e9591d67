import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { AGENCY_FIRST_WITHDRAWAL_MIN_DOLLARS, AGENCY_FUNDS_HOLD_DAYS, formatUsd } from '@velvet/contracts';
import { useModalManager } from '@/shared/modals';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { useAgencyFunds } from '../hooks/use-agency';

function Stat({ label, value, note }: { label: string; value: number; note: string }) {
  return (
    <Paper withBorder radius="lg" p="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={24} fw={700}>
        {formatUsd(value)}
      </Text>
      <Text size="xs" c="dimmed">
        {note}
      </Text>
    </Paper>
  );
}

/** The agency's shares: pending for 14 days, then available to withdraw through the withdrawals dialog. */
export function AgencyFundsCard() {
  const funds = useAgencyFunds();
  const { openModal } = useModalManager();
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} size="h3">
          Agency funds
        </Title>
        <Button leftSection={<IconCash size={18} />} onClick={() => openModal('WITHDRAW')}>
          Withdraw
        </Button>
      </Group>
      {funds.isPending && <Skeleton height={104} radius="lg" aria-label="Loading agency funds" />}
      {funds.isError && <QueryErrorAlert error={funds.error} onRetry={() => void funds.refetch()} />}
      {funds.data && (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Stat label="Pending" value={funds.data.pending} note={`Withdrawable ${AGENCY_FUNDS_HOLD_DAYS} days after each transaction`} />
          <Stat label="Available" value={funds.data.available} note={`Minimum first withdrawal ${formatUsd(AGENCY_FIRST_WITHDRAWAL_MIN_DOLLARS)}`} />
          <Stat label="Lifetime" value={funds.data.lifetime} note="Every share received" />
        </SimpleGrid>
      )}
    </Stack>
  );
}
