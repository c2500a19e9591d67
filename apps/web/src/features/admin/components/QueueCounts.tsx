import { Badge, Group } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useReportQueue } from '@/features/reports/hooks/use-reports';
import { useAwaitingWithdrawals, useOpenDisputes, usePendingAppeals } from '../hooks/use-payout-review';

function Count({ label, query, count }: { label: string; query: UseQueryResult<unknown>; count: number | undefined }) {
  const shown = query.isPending ? '…' : query.isError ? '?' : String(count ?? 0);
  return (
    <Badge size="lg" variant={count ? 'filled' : 'light'} color={count ? 'orange' : 'gray'} aria-label={`${label}: ${shown}`}>
      {label}: {shown}
    </Badge>
  );
}

/** How much waits in each queue, at a glance. */
export function QueueCounts() {
  const reports = useReportQueue('open');
  const withdrawals = useAwaitingWithdrawals();
  const disputes = useOpenDisputes();
  const appeals = usePendingAppeals();
  return (
    <Group gap="xs" role="list" aria-label="Queues">
      <span role="listitem">
        <Count label="Open reports" query={reports} count={reports.data?.length} />
      </span>
      <span role="listitem">
        <Count label="Withdrawals to review" query={withdrawals} count={withdrawals.data?.counts.awaiting} />
      </span>
      <span role="listitem">
        <Count label="Open disputes" query={disputes} count={disputes.data?.counts.open} />
      </span>
      <span role="listitem">
        <Count label="Appeals" query={appeals} count={appeals.data?.counts.pending_appeals} />
      </span>
    </Group>
  );
}
