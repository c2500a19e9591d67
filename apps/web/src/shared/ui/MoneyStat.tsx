import { Paper, Text } from '@mantine/core';
import { formatUsd } from '@velvet/contracts';

/** One labelled dollar figure with a note under it, as the earnings and agency funds cards show them. */
export function MoneyStat({ label, value, note }: { label: string; value: number; note: string }) {
  return (
    <Paper withBorder radius="lg" p="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={26} fw={700}>
        {formatUsd(value)}
      </Text>
      <Text size="xs" c="dimmed">
        {note}
      </Text>
    </Paper>
  );
}
