import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { SubscriptionPackage } from '@velvet/contracts';
import { formatCents, periodText, perMonthText, subscriptionPriceLines } from '../lib/subscription-price';

/** The chosen package on the confirm step: its period, months, price per month, discount and period price. */
export function PlanSummary({ targetName, pkg }: { targetName: string; pkg: SubscriptionPackage }) {
  const lines = subscriptionPriceLines(pkg, 0);
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {targetName}
        </Text>
        <Group justify="space-between">
          <Text fw={700}>{lines.label}</Text>
          {lines.discountText && (
            <Badge color="green" variant="light">
              {lines.discountText}
            </Badge>
          )}
        </Group>
        <Text size="sm">
          {perMonthText(lines)} · billed {formatCents(lines.priceCents)} every {periodText(lines.months)}
          {lines.discountText && (
            <Text span size="sm" c="dimmed" td="line-through" ml={6}>
              {formatCents(lines.listCents)}
            </Text>
          )}
        </Text>
      </Stack>
    </Paper>
  );
}
