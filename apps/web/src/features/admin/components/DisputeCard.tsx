import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { formatUsd, type Dispute, type DisputeStatus } from '@velvet/contracts';
import { Link } from 'react-router';
import { formatDateTime } from '@/shared/format';
import { paths } from '@/shared/routing/paths';

export const disputeStatusLabels: Record<DisputeStatus, string> = { open: 'Open', won: 'Won', lost: 'Lost' };
const statusColors: Record<DisputeStatus, string> = { open: 'orange', won: 'green', lost: 'red' };

function Party({ label, party }: { label: string; party: Dispute['fan'] }) {
  return (
    <Text size="sm">
      {label}:{' '}
      {party ? (
        <Anchor component={Link} to={paths.adminUser.to(party._id)}>
          @{party.username}
        </Anchor>
      ) : (
        'the platform'
      )}
    </Text>
  );
}

/** One dispute: amount, state, fan and creator (each opens their page), when it opened and closed, the bank's reason. */
export function DisputeCard({ dispute, now }: { dispute: Dispute; now: number }) {
  return (
    <Card withBorder radius="md" component="article" aria-label={`Dispute of ${formatUsd(dispute.amount)}, ${disputeStatusLabels[dispute.status]}`}>
      <Group justify="space-between" mb={4}>
        <Group gap="xs">
          <Text fw={600}>{formatUsd(dispute.amount)}</Text>
          <Badge color={statusColors[dispute.status]} variant="light">
            {disputeStatusLabels[dispute.status]}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          Opened {formatDateTime(dispute.opened_at, now)}
          {dispute.closed_at && ` · closed ${formatDateTime(dispute.closed_at, now)}`}
        </Text>
      </Group>
      <Stack gap={2}>
        <Group gap="lg">
          <Party label="Fan" party={dispute.fan} />
          <Party label="Creator" party={dispute.creator} />
        </Group>
        <Text size="xs" c="dimmed">
          Network fee {formatUsd(dispute.fee)}
          {dispute.recovered_as_debt > 0 && ` · ${formatUsd(dispute.recovered_as_debt)} owed by the recipients`}
          {dispute.reason && ` · bank's reason: ${dispute.reason}`}
        </Text>
        <Text size="xs" ff="monospace" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          Transaction {dispute.transaction_id}
        </Text>
      </Stack>
    </Card>
  );
}
