import { SegmentedControl, Stack, Text } from '@mantine/core';
import { disputeStatuses, type AdminUser, type DisputeStatus } from '@velvet/contracts';
import { useState } from 'react';
import { useNow } from '@/shared/hooks/use-now';
import { CenteredLoader } from '@/shared/ui/CenteredLoader';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { useDisputes } from '../hooks/use-admin-console';
import { DisputeCard, disputeStatusLabels } from './DisputeCard';
import { PageButtons } from './PageButtons';
import { UserPicker } from './UserPicker';

type Shown = DisputeStatus | 'all';

/** The disputes queue: by state (open first), optionally of one fan or creator, a page at a time. */
export function DisputesQueue() {
  const now = useNow();
  const [status, setStatus] = useState<Shown>('open');
  const [user, setUser] = useState<AdminUser | null>(null);
  const [page, setPage] = useState(1);
  const disputes = useDisputes({ status: status === 'all' ? undefined : status, user_id: user?._id, page, limit: 20 });
  const counts = disputes.data?.counts;
  const options = [
    ...disputeStatuses.map((value) => ({ value, label: `${disputeStatusLabels[value]}${counts ? ` (${counts[value]})` : ''}` })),
    { value: 'all', label: 'All' },
  ];

  return (
    <Stack>
      <SegmentedControl
        aria-label="Dispute state"
        data={options}
        value={status}
        onChange={(value) => {
          setStatus(value as Shown);
          setPage(1);
        }}
        w="fit-content"
      />
      <UserPicker
        label="Fan or creator"
        value={user}
        onChange={(picked) => {
          setUser(picked);
          setPage(1);
        }}
      />
      {disputes.isPending && <CenteredLoader label="Loading disputes" />}
      {disputes.isError && <QueryErrorAlert error={disputes.error} onRetry={() => void disputes.refetch()} />}
      {disputes.data?.items.length === 0 && <Text c="dimmed">No disputes here.</Text>}
      {disputes.data?.items.map((dispute) => <DisputeCard key={dispute._id} dispute={dispute} now={now} />)}
      {disputes.data && <PageButtons page={page} hasMore={disputes.data.has_more} onPage={setPage} />}
    </Stack>
  );
}
