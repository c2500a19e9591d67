import { Anchor, Badge, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatUsd, rejectWithdrawalSchema, withdrawMessages, type PayoutReviewPage } from '@velvet/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '@/shared/format';
import { useNow } from '@/shared/hooks/use-now';
import { paths } from '@/shared/routing/paths';
import { CenteredLoader } from '@/shared/ui/CenteredLoader';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { useApproveWithdrawal, useAwaitingWithdrawals, useRejectWithdrawal } from '../hooks/use-payout-review';

type Waiting = PayoutReviewPage['items'][number];

const reasonLabels = { large: 'Large amount', first: 'First withdrawal', disputes: 'Open disputes' } as const;

function WaitingWithdrawal({ withdrawal, now }: { withdrawal: Waiting; now: number }) {
  const approve = useApproveWithdrawal();
  const reject = useRejectWithdrawal();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const submitReject = () => {
    const parsed = rejectWithdrawalSchema.safeParse({ reason });
    if (!parsed.success) return setReasonError(parsed.error.issues[0]?.message);
    setReasonError(undefined);
    reject.mutate({ id: withdrawal._id, reason: parsed.data.reason }, { onSuccess: () => notifications.show({ message: withdrawMessages.rejected }) });
  };
  return (
    <Card withBorder radius="md" component="article" aria-label={`Withdrawal of ${formatUsd(withdrawal.amount)} by ${withdrawal.user.username}`}>
      <Group justify="space-between" mb={4}>
        <Text fw={600}>
          {formatUsd(withdrawal.amount)} ·{' '}
          <Anchor component={Link} to={paths.adminUser.to(withdrawal.user._id)} inherit>
            @{withdrawal.user.username}
          </Anchor>
        </Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(withdrawal.created_at, now)}
        </Text>
      </Group>
      <Group gap="xs" mb="xs">
        {withdrawal.review?.reasons.map((why) => (
          <Badge key={why} variant="light" color="orange">
            {reasonLabels[why]}
          </Badge>
        ))}
      </Group>
      <ErrorAlert error={approve.error ?? reject.error} />
      <Group align="flex-end">
        <Button
          size="xs"
          loading={approve.isPending}
          onClick={() => approve.mutate(withdrawal._id, { onSuccess: () => notifications.show({ color: 'green', message: withdrawMessages.approved }) })}
        >
          Approve
        </Button>
        <TextInput size="xs" label="Reason to reject" value={reason} error={reasonError} onChange={(event) => setReason(event.currentTarget.value)} />
        <Button size="xs" color="red" variant="light" loading={reject.isPending} onClick={submitReject}>
          Reject
        </Button>
      </Group>
    </Card>
  );
}

/** Payout review: withdrawals waiting for an admin, newest first. Approving sends the payout; rejecting gives the money back. */
export function PayoutReview() {
  const queue = useAwaitingWithdrawals();
  const now = useNow();
  return (
    <Stack>
      {queue.isPending && <CenteredLoader label="Loading withdrawals" />}
      {queue.isError && <QueryErrorAlert error={queue.error} onRetry={() => void queue.refetch()} />}
      {queue.data?.items.length === 0 && <Text c="dimmed">No withdrawals waiting for approval.</Text>}
      {queue.data?.items.map((withdrawal) => <WaitingWithdrawal key={withdrawal._id} withdrawal={withdrawal} now={now} />)}
    </Stack>
  );
}
