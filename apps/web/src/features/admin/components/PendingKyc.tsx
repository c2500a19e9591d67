import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { AdminKycItem } from '@velvet/contracts';
import { Link } from 'react-router';
import { formatDateTime } from '@/shared/format';
import { toUserMessage } from '@/shared/errors';
import { useNow } from '@/shared/hooks/use-now';
import { paths } from '@/shared/routing/paths';
import { useDecideKyc, usePendingKyc } from '../hooks/use-admin-users';

function PendingRow({ item }: { item: AdminKycItem }) {
  const decide = useDecideKyc();
  const now = useNow();
  const { user } = item;
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <div>
        <Text size="sm" fw={500}>
          <Anchor component={Link} to={paths.adminUser.to(user._id)} inherit>
            {user.username}
          </Anchor>{' '}
          · {item.kind === 'kyc' ? 'KYC' : 'Age verification'}
        </Text>
        <Text size="xs" c="dimmed">
          {user.email}
          {item.requested_at && ` · requested ${formatDateTime(item.requested_at, now)}`}
        </Text>
        {decide.error && (
          <Text size="xs" c="red">
            {toUserMessage(decide.error)}
          </Text>
        )}
      </div>
      <Group gap="xs" wrap="nowrap">
        <Button size="xs" color="green" variant="light" loading={decide.isPending} onClick={() => decide.mutate({ userId: user._id, decision: 'approve' })}>
          Approve
        </Button>
        <Button size="xs" color="red" variant="light" disabled={decide.isPending} onClick={() => decide.mutate({ userId: user._id, decision: 'decline' })}>
          Decline
        </Button>
      </Group>
    </Group>
  );
}

/** Verifications waiting for a decision; deciding here closes the provider's session for good. */
export function PendingKyc() {
  const pending = usePendingKyc();
  if (pending.error) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle />}>
        {toUserMessage(pending.error)}
      </Alert>
    );
  }
  if (!pending.data) return null;
  if (pending.data.length === 0) return <Text c="dimmed">No verifications are waiting.</Text>;
  return (
    <Stack gap="sm">
      {pending.data.map((item) => (
        <PendingRow key={item.user._id} item={item} />
      ))}
    </Stack>
  );
}
