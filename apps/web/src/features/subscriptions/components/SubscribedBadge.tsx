import { Badge, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ActiveSubscription } from '@velvet/contracts';
import { UNSUBSCRIBED_LABEL, subscriptionState, subscriptionStateText } from '../lib/subscription-state';

/** 'Subscribed' with the renewal date, or 'Unsubscribed' with the expiry of a cancelled subscription. */
export function SubscribedBadge({ subscription }: { subscription: Pick<ActiveSubscription, 'expires_on' | 'is_cancelled'> }) {
  const state = subscriptionState(subscription);
  const cancelled = state.kind === 'cancelled';
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={cancelled ? 'gray' : 'green'} variant="light" leftSection={cancelled ? undefined : <IconCircleCheck size={14} aria-hidden />}>
        {cancelled ? UNSUBSCRIBED_LABEL : 'Subscribed'}
      </Badge>
      <Text size="xs" c="dimmed">
        {subscriptionStateText(state)}
      </Text>
    </Stack>
  );
}
