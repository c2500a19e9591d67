import { Anchor, Badge, Button, Card, Group, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatUsd, SOLD_PRODUCTS_PAGE_SIZE, type Order } from '@velvet/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { toUserMessage } from '@/shared/errors';
import { paths } from '@/shared/routing/paths';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { showToast } from '@/shared/ui/toast';
import { useSoldProducts, useUpdateOrderStatus } from '../hooks/use-shop';
import { nextOrderStatus } from '../lib/product-display';

function SoldRow({ order }: { order: Order }) {
  const update = useUpdateOrderStatus();
  const next = nextOrderStatus(order.status);
  return (
    <Card withBorder radius="md" padding="sm">
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={2}>
          <Anchor component={Link} to={paths.shopPreview.to(order._id)} fw={600}>
            {order.qty} × {order.product.name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {order.buyer.username} · {formatUsd(order.amount)} · {order.comments.length} comment{order.comments.length === 1 ? '' : 's'}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Badge variant="light" color={order.status === 'Cancelled' ? 'red' : 'blue'}>
            {order.status}
          </Badge>
          {next && (
            <Button
              size="xs"
              variant="light"
              loading={update.isPending}
              onClick={() => update.mutate({ id: order._id, status: next }, { onError: (error) => showToast({ color: 'red', message: toUserMessage(error) }) })}
              aria-label={`Mark ${order.product.name} for ${order.buyer.username} as ${next}`}
            >
              Mark {next}
            </Button>
          )}
        </Group>
      </Group>
    </Card>
  );
}

/** The creator's sold products, 20 a page, newest first, with the next status one click away. */
export function SoldProducts() {
  const [page, setPage] = useState(1);
  const sold = useSoldProducts(page);
  const pages = sold.data ? Math.max(1, Math.ceil(sold.data.total / SOLD_PRODUCTS_PAGE_SIZE)) : 1;
  return (
    <Stack gap="sm">
      <Title order={3}>Sold products</Title>
      {sold.isPending && <Skeleton height={120} aria-label="Loading sold products" />}
      {sold.isError && <QueryErrorAlert error={sold.error} onRetry={() => void sold.refetch()} />}
      {sold.data && !sold.data.items.length && <Text c="dimmed">Nothing sold yet.</Text>}
      {sold.data && (
        <Stack gap="xs" role="list" aria-label="Sold products">
          {sold.data.items.map((order) => (
            <div role="listitem" key={order._id}>
              <SoldRow order={order} />
            </div>
          ))}
        </Stack>
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} aria-label="Sold products pages" />}
    </Stack>
  );
}
