import { Anchor, Box, Card, Code, Group, Text } from '@mantine/core';
import type { AuditEntry } from '@velvet/contracts';
import { Link } from 'react-router';
import { formatDateTime } from '@/shared/format';
import { paths } from '@/shared/routing/paths';

function State({ label, value }: { label: string; value: unknown }) {
  if (value === null || value === undefined) return null;
  return (
    <Box component="details" mt={4}>
      <Text component="summary" size="xs" style={{ cursor: 'pointer' }}>
        {label}
      </Text>
      <Code block fz="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {JSON.stringify(value, null, 2)}
      </Code>
    </Box>
  );
}

/** One audit entry: what was done, when, by whom (or the system), on what, why, and the state before and after. */
export function AuditEntryCard({ entry, now }: { entry: AuditEntry; now: number }) {
  const onUser = entry.target_type === 'users' && entry.target_id;
  return (
    <Card withBorder radius="md" p="sm" component="li">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {entry.action}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(entry.at, now)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        By{' '}
        {entry.actor_id ? (
          <Anchor component={Link} to={paths.adminUser.to(entry.actor_id)} size="xs">
            @{entry.actor_username ?? entry.actor_id}
          </Anchor>
        ) : (
          'the system'
        )}
        {entry.target_id && (
          <>
            {' · on '}
            {entry.target_type}{' '}
            {onUser ? (
              <Anchor component={Link} to={paths.adminUser.to(entry.target_id!)} size="xs" ff="monospace">
                {entry.target_id}
              </Anchor>
            ) : (
              <Text span ff="monospace" size="xs">
                {entry.target_id}
              </Text>
            )}
          </>
        )}
      </Text>
      {entry.reason && <Text size="sm">Reason: {entry.reason}</Text>}
      <State label="Before" value={entry.before} />
      <State label="After" value={entry.after} />
    </Card>
  );
}
