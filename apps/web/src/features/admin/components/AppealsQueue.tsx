import { Anchor, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { appealDecisionSchema, type Takedown } from '@velvet/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '@/shared/format';
import { useNow } from '@/shared/hooks/use-now';
import { paths } from '@/shared/routing/paths';
import { CenteredLoader } from '@/shared/ui/CenteredLoader';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { useDecideAppeal, usePendingAppealsQueue } from '../hooks/use-admin-console';

function AppealCard({ takedown, now }: { takedown: Takedown; now: number }) {
  const decide = useDecideAppeal();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();
  const submit = (decision: 'restore' | 'uphold') => {
    const parsed = appealDecisionSchema.safeParse({ decision, note });
    if (!parsed.success) return setNoteError(parsed.error.issues[0]?.message);
    setNoteError(undefined);
    decide.mutate(
      { id: takedown._id, ...parsed.data },
      { onSuccess: () => notifications.show({ color: 'green', message: decision === 'restore' ? 'Content restored' : 'Content stays hidden' }) },
    );
  };
  return (
    <Card withBorder radius="md" component="article" aria-label={`Appeal against hiding a ${takedown.kind}`}>
      <Group justify="space-between" mb={4}>
        <Group gap="xs">
          <Text fw={600}>Hidden {takedown.kind}</Text>
          <Anchor component={Link} to={paths.adminUser.to(takedown.owner_id)} size="sm">
            Owner&apos;s page
          </Anchor>
        </Group>
        <Text size="xs" c="dimmed">
          Hidden {formatDateTime(takedown.hidden_at, now)}
        </Text>
      </Group>
      <Text size="sm">Why it was hidden: {takedown.reason}</Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        The owner&apos;s appeal: {takedown.appeal.text}
      </Text>
      <Text size="xs" ff="monospace" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {takedown.item_id}
      </Text>
      <Stack gap="xs" mt="sm">
        <Textarea label="Note to the owner" autosize minRows={2} value={note} error={noteError} onChange={(event) => setNote(event.currentTarget.value)} />
        <ErrorAlert error={decide.error} />
        <Group gap="xs">
          <Button size="xs" loading={decide.isPending && decide.variables?.decision === 'restore'} disabled={decide.isPending} onClick={() => submit('restore')}>
            Restore
          </Button>
          <Button size="xs" variant="light" color="red" loading={decide.isPending && decide.variables?.decision === 'uphold'} disabled={decide.isPending} onClick={() => submit('uphold')}>
            Keep hidden
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Owners' appeals against a takedown, waiting for a decision: restore the content, or keep it hidden with a note. */
export function AppealsQueue() {
  const appeals = usePendingAppealsQueue();
  const now = useNow();
  return (
    <Stack>
      {appeals.isPending && <CenteredLoader label="Loading appeals" />}
      {appeals.isError && <QueryErrorAlert error={appeals.error} onRetry={() => void appeals.refetch()} />}
      {appeals.data?.items.length === 0 && <Text c="dimmed">No appeals are waiting.</Text>}
      {appeals.data?.items.map((takedown) => <AppealCard key={takedown._id} takedown={takedown} now={now} />)}
    </Stack>
  );
}
