import { Alert, Badge, Button, Card, Group, Image, Skeleton, Stack, Stepper, Text, Title } from '@mantine/core';
import { countryLabel, formatUsd, shopMessages } from '@velvet/contracts';
import { useSession } from '@/features/auth/hooks/use-session';
import { toUserMessage } from '@/shared/errors';
import { formatDateTime } from '@/shared/format';
import { useNow } from '@/shared/hooks/use-now';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { showToast } from '@/shared/ui/toast';
import { useCancelOrder, useOrder, useUpdateOrderStatus } from '../hooks/use-shop';
import { nextOrderStatus, ORDER_STEPS, stepsDone } from '../lib/product-display';
import { OrderComments } from './OrderComments';

/** /shop/{transaction_id}/track and /shop/{orderID}/preview: the order, its status timeline and comments; the seller moves it on. */
export function OrderTracking({ id }: { id: string }) {
  const order = useOrder(id);
  const session = useSession();
  const update = useUpdateOrderStatus();
  const cancel = useCancelOrder();
  const now = useNow();
  if (order.isPending) return <Skeleton height={320} aria-label="Loading the order" />;
  if (order.isError) return <QueryErrorAlert error={order.error} onRetry={() => void order.refetch()} />;
  const data = order.data;
  const isSeller = session.status === 'signed-in' && session.user._id === data.seller._id;
  const next = nextOrderStatus(data.status);
  const advance = () =>
    next &&
    update.mutate(
      { id: data._id, status: next },
      {
        onSuccess: () => showToast({ color: 'green', message: shopMessages.statusUpdated }),
        onError: (error) => showToast({ color: 'red', message: toUserMessage(error) }),
      },
    );
  const isBuyer = session.status === 'signed-in' && session.user._id === data.buyer._id;
  const cancelOrder = () =>
    cancel.mutate(data._id, {
      onSuccess: () => showToast({ color: 'green', message: shopMessages.orderCancelled }),
      onError: (error) => showToast({ color: 'red', message: toUserMessage(error) }),
    });
  const { address } = data;
  return (
    <Stack maw={720} gap="md">
      <Group justify="space-between">
        <Title order={2}>Order</Title>
        <Badge size="lg" variant="light" color={data.status === 'Cancelled' ? 'red' : 'blue'} aria-label={`Status: ${data.status}`}>
          {data.status}
        </Badge>
      </Group>
      <Card withBorder radius="md">
        <Group wrap="nowrap" align="flex-start">
          {data.product.media[0] && <Image src={data.product.media[0]} alt={data.product.name} w={96} h={96} radius="md" fit="cover" />}
          <Stack gap={2}>
            <Text fw={600}>{data.product.name}</Text>
            <Text size="sm">
              {data.qty} × {formatUsd(data.unit_price)} = {formatUsd(data.amount)}
            </Text>
            {(data.variant_data.color || data.variant_data.size) && (
              <Text size="sm" c="dimmed">
                {[data.variant_data.color, data.variant_data.size].filter(Boolean).join(' · ')}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              Ordered {formatDateTime(data.created_at, now)} from {data.seller.username}
            </Text>
          </Stack>
        </Group>
      </Card>
      {data.status === 'Cancelled' ? (
        <Alert color="red" variant="light">
          This order was cancelled and refunded.
        </Alert>
      ) : (
        <Stepper active={stepsDone(data.status)} size="sm" aria-label="Order status" allowNextStepsSelect={false}>
          {ORDER_STEPS.map((step) => (
            <Stepper.Step key={step} label={step} />
          ))}
        </Stepper>
      )}
      {isSeller && next && (
        <Group>
          <Button onClick={advance} loading={update.isPending}>
            Mark as {next}
          </Button>
        </Group>
      )}
      {isBuyer && data.status === 'Placed' && (
        <Group>
          <Button color="red" variant="light" onClick={cancelOrder} loading={cancel.isPending}>
            Cancel order
          </Button>
          <Text size="sm" c="dimmed">
            Until it ships; the money goes back the way you paid.
          </Text>
        </Group>
      )}
      <Card withBorder radius="md">
        <Text fw={600}>Delivery address</Text>
        <Text size="sm">
          {address.label}: {[address.flat, address.street].filter(Boolean).join(' ')}, {address.zip_code} {address.city}, {address.state}, {countryLabel(address.country)}
        </Text>
        <Text size="sm" c="dimmed">
          {address.phone_number}
        </Text>
      </Card>
      <OrderComments order={data} />
    </Stack>
  );
}
