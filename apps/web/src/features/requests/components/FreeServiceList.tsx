import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { FreeServiceEntry } from '@velvet/contracts';
import { lazy, Suspense, useState } from 'react';
import { freeServiceSummary } from '../lib/free-request';

const FreeRequestDialog = lazy(() => import('./FreeRequestDialog').then((module) => ({ default: module.FreeRequestDialog })));

/**
 * The free services of the fan's channel subscription, with what is left this period. One used as a
 * request (rating, custom request, voice or video call) is sent from here, with no payment step.
 */
export function FreeServiceList({ entries }: { entries: FreeServiceEntry[] }) {
  const [using, setUsing] = useState<FreeServiceEntry | null>(null);
  if (!entries.length) return null;
  return (
    <Stack gap="xs" component="section" aria-label="Free with your subscription">
      <Title order={4}>Free with your subscription</Title>
      {entries.map((entry) => (
        <Paper key={entry._id} withBorder radius="md" p="sm">
          <Group justify="space-between" wrap="nowrap">
            <Stack gap={0}>
              <Text fw={600} tt="capitalize">
                {entry.type}
              </Text>
              <Text size="sm" c="dimmed">
                {freeServiceSummary(entry)}
              </Text>
            </Stack>
            {entry.request_type && (
              <Button size="xs" disabled={entry.remaining < 1} onClick={() => setUsing(entry)} aria-label={`Use free ${entry.type}`}>
                Use
              </Button>
            )}
          </Group>
        </Paper>
      ))}
      {using && (
        <Suspense fallback={null}>
          <FreeRequestDialog opened entry={using} onClose={() => setUsing(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
