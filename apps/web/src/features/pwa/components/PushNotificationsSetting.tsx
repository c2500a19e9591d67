import { Alert, Card, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { pushMessages } from '@velvet/contracts';
import { useEffect, useState } from 'react';
import { toUserMessage } from '@/shared/errors';
import { getPushKey } from '../api/push';
import { disablePush, enablePush, readPushState, refreshPushSubscription, type PushState } from '../lib/push-subscription';

const explanations: Partial<Record<PushState, string>> = {
  unsupported: 'This browser cannot receive push notifications from Velvet.',
  blocked: "Notifications from Velvet are blocked in this browser's site settings.",
};

/** The per-device opt-in to Web Push: notifications arrive on this device even when Velvet is closed. */
export function PushNotificationsSetting() {
  const key = useQuery({ queryKey: ['push-key'], queryFn: ({ signal }) => getPushKey(signal), staleTime: Infinity });
  const [state, setState] = useState<PushState | null>(null);
  const toggle = useMutation({
    mutationFn: (on: boolean) => (on ? enablePush(key.data!.public_key!) : disablePush()),
    onSuccess: setState,
  });

  useEffect(() => {
    void readPushState().then((current) => {
      setState(current);
      if (current === 'on') void refreshPushSubscription().catch(() => undefined);
    });
  }, []);

  const publicKey = key.data?.public_key;
  const explanation = key.data && !publicKey ? pushMessages.notSetUp : state && explanations[state];

  return (
    <Card withBorder>
      <Stack gap="xs">
        <Title order={2} size="h4">
          Push notifications
        </Title>
        <Switch
          label="Notify me on this device"
          description="Your notifications, shown by this device even when Velvet is closed."
          checked={state === 'on'}
          disabled={!publicKey || state === null || state === 'unsupported' || state === 'blocked' || toggle.isPending}
          onChange={(event) => toggle.mutate(event.currentTarget.checked)}
        />
        {explanation && (
          <Text size="sm" c="dimmed">
            {explanation}
          </Text>
        )}
        {toggle.isError && (
          <Alert color="red" variant="light">
            {toUserMessage(toggle.error)}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
