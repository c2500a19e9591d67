import { Anchor, Badge, Card, Group, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatUsd, SOLD_PRODUCTS_PAGE_SIZE } from '@velvet/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '@/shared/format';
import { useNow } from '@/shared/hooks/use-now';
import { paths } from '@/shared/routing/paths';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { useMyOrders } from '../hooks/use-shop';

/** /shop/orders: the buyer's orders, newest first, each with its status and a link to its tracking (and cancel there). */
export function MyOrders() {
  const [page, setPage] = useState(1);
  const orders = useMyOrders(page);
  const now = useNow();
  const pages = orders.data ? Math.max(1, Math.ceil(orders.data.total / SOLD_PRODUCTS_PAGE_SIZE)) : 1;
  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h2">
        My orders
      </Title>
      {orders.isPending && <Skeleton height={200} aria-label="Loading your orders" />}
      {orders.isError && <QueryErrorAlert error={orders.error} onRetry={() => void orders.refetch()} />}
      {orders.data && !orders.data.items.length && (
        <Text c="dimmed">
          No orders yet. <Anchor component={Link} to={paths.shop.to()}>Visit the shop</Anchor>
        </Text>
      )}
      {orders.data && orders.data.items.length > 0 && (
        <Stack gap="xs" role="list" aria-label="My orders">
          {orders.data.items.map((order) => (
            <Card key={order._id} withBorder radius="md" padding="sm" role="listitem" aria-label={`${order.qty} × ${order.product.name}`}>
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={2}>
                  <Anchor component={Link} to={paths.shopTrack.to(order.transaction_id)} fw={600}>
                    {order.qty} × {order.product.name}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {formatUsd(order.amount)} · from {order.seller.username} · {formatDateTime(order.created_at, now)}
                  </Text>
                </Stack>
                <Badge variant="light" color={order.status === 'Cancelled' ? 'red' : 'blue'} aria-label={`Status: ${order.status}`}>
                  {order.status}
                </Badge>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} aria-label="Pages of orders" />}
    </Stack>
  );
}
