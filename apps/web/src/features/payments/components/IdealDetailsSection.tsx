import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { IdealDetails } from '@velvet/contracts';
import { useState } from 'react';
import { idealDetailsQueryOptions } from '@/shared/queries';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { IdealDetailsForm } from './IdealDetailsForm';

/** The saved iDEAL details with a way to change them, or the form to enter them. */
export function IdealDetailsSection({ suggested }: { suggested?: Partial<IdealDetails> }) {
  const details = useQuery(idealDetailsQueryOptions);
  const [editing, setEditing] = useState(false);

  if (details.isPending) return <Skeleton height={64} radius="md" aria-label="Loading iDEAL details" />;
  if (details.isError) return <QueryErrorAlert error={details.error} onRetry={() => void details.refetch()} />;

  const saved = details.data;
  if (!saved || editing) {
    return (
      <Paper withBorder radius="md" p="sm">
        <Text fw={600} size="sm" mb="xs">
          Enter iDEAL details
        </Text>
        <IdealDetailsForm
          defaultValues={saved ?? suggested}
          onSaved={() => setEditing(false)}
          onCancel={saved ? () => setEditing(false) : undefined}
          autoFocus
        />
      </Paper>
    );
  }

  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {saved.f_name} {saved.l_name}
          </Text>
          <Text size="xs" c="dimmed">
            {saved.email}
          </Text>
        </Stack>
        <Button variant="subtle" size="xs" onClick={() => setEditing(true)}>
          Change
        </Button>
      </Group>
    </Paper>
  );
}
