import { Button, Group, Modal, Text } from '@mantine/core';
import { notificationSchema, paymentMessages, socketEvents } from '@velvet/contracts';
import { useState } from 'react';
import { useRealtimeEvent } from '@/shared/realtime';
import { paymentFailureOf } from '../lib/payment-failure';

/** The spec's 'Payment Failed' dialog, opened by a pushed notification of a failed payment wherever the user is. */
export function PaymentFailedDialog() {
  const [reason, setReason] = useState<string | null>(null);
  useRealtimeEvent(socketEvents.notification, (payload) => {
    const pushed = notificationSchema.safeParse(payload);
    const failure = pushed.success ? paymentFailureOf(pushed.data) : null;
    if (failure) setReason(failure);
  });
  const close = () => setReason(null);
  return (
    <Modal opened={reason !== null} onClose={close} title={paymentMessages.paymentFailed} centered radius="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Text size="sm">{reason}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={close}>OK</Button>
      </Group>
    </Modal>
  );
}
