import { Anchor, Badge, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { mySubscriptionsQueryOptions } from '../api/subscription-keys';
import { mySubscriptionRow } from '../lib/my-subscription-row';

/** /settings/subscriptions: the fan's channel and collab subscriptions with plan, price, status and dates. */
export function MySubscriptionsPanel() {
  const subscriptions = useQuery(mySubscriptionsQueryOptions);

  if (subscriptions.isPending) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label="Loading your subscriptions">
        <Skeleton height={40} />
        <Skeleton height={40} />
        <Skeleton height={40} />
      </Stack>
    );
  }
  if (subscriptions.isError) return <QueryErrorAlert error={subscriptions.error} onRetry={() => void subscriptions.refetch()} />;
  if (subscriptions.data.length === 0) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Text c="dimmed">You have no subscriptions yet. Subscribe to a channel or a collab to see it here.</Text>
      </Paper>
    );
  }

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Subscribed to</Table.Th>
            <Table.Th>Plan</Table.Th>
            <Table.Th>Price</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Renewal / expiry</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {subscriptions.data.map(mySubscriptionRow).map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                {row.to ? (
                  <Anchor component={Link} to={row.to} size="sm" fw={600}>
                    {row.name}
                  </Anchor>
                ) : (
                  <Text size="sm" fw={600}>
                    {row.name}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {row.kind}
                </Text>
              </Table.Td>
              <Table.Td>{row.plan}</Table.Td>
              <Table.Td>{row.price}</Table.Td>
              <Table.Td>
                <Badge color={row.statusColor} variant="light">
                  {row.status}
                </Badge>
              </Table.Td>
              <Table.Td>{row.date}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
