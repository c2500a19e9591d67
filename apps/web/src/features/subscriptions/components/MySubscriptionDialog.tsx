import { Button, Group, Stack, Text } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { formatUsd, validityLabels } from '@velvet/contracts';
import { formatDate } from '@/shared/format';
import { useModalManager, type ModalInnerProps } from '@/shared/modals';
import { UNSUBSCRIBED_LABEL, canUnsubscribe, subscriptionState } from '../lib/subscription-state';

/** MY_SUBSCRIPTION: the plan, its price, the renewal date (or 'Unsubscribed' and the expiry) and Unsubscribe. */
export function MySubscriptionDialog({ context, id, innerProps }: ContextModalProps<ModalInnerProps['MY_SUBSCRIPTION']>) {
  const { target, subscription } = innerProps;
  const { openModal } = useModalManager();
  const state = subscriptionState(subscription);
  const { package_id: pkg, price } = subscription.other_data;

  const rows: [string, string][] = [
    [target.kind === 'channel' ? 'Channel' : 'Collab', target.name],
    ['Plan', validityLabels[pkg.validity_type]],
    ['Price', formatUsd(price)],
    state.kind === 'cancelled' ? ['Status', UNSUBSCRIBED_LABEL] : ['Status', 'Active'],
    state.kind === 'cancelled' ? ['Expires on', formatDate(subscription.expires_on)] : ['Renews on', formatDate(subscription.expires_on)],
  ];

  return (
    <Stack>
      <Stack gap={6} component="dl" m={0}>
        {rows.map(([label, value]) => (
          <Group key={label} justify="space-between">
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" size="sm" fw={600} m={0}>
              {value}
            </Text>
          </Group>
        ))}
      </Stack>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => context.closeModal(id)}>
          Close
        </Button>
        <Button
          color="red"
          variant="light"
          disabled={!canUnsubscribe(state)}
          onClick={() => {
            context.closeModal(id);
            openModal('UNSUBSCRIBE', { target, packageId: pkg._id });
          }}
        >
          {state.kind === 'cancelled' ? UNSUBSCRIBED_LABEL : 'Unsubscribe'}
        </Button>
      </Group>
    </Stack>
  );
}
