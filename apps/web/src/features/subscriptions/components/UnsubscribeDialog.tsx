import { Alert, Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { IconAlertCircle } from '@tabler/icons-react';
import { subscriptionMessages, type CancellationReason } from '@velvet/contracts';
import { useState, type FormEvent } from 'react';
import { toUserMessage } from '@/shared/errors';
import type { ModalInnerProps } from '@/shared/modals';
import { showToast } from '@/shared/ui/toast';
import { useUnsubscribe } from '../hooks/use-unsubscribe';
import { canSubmitUnsubscribe, cancellationReasonOptions } from '../lib/cancellation-reasons';

/** UNSUBSCRIBE: a cancellation reason is required; the subscription then runs to its end as 'Unsubscribed'. */
export function UnsubscribeDialog({ context, id, innerProps }: ContextModalProps<ModalInnerProps['UNSUBSCRIBE']>) {
  const { target, packageId } = innerProps;
  const [reason, setReason] = useState<CancellationReason | null>(null);
  const [otherReason, setOtherReason] = useState('');
  const cancel = useUnsubscribe({ kind: target.kind, id: target.id });
  const close = () => context.closeModal(id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmitUnsubscribe(reason) || cancel.isPending) return;
    const other = reason === 'OTHER' && otherReason.trim() ? { other_reason: otherReason.trim() } : {};
    cancel.mutate(
      { package_id: packageId, reason, ...other },
      {
        onSuccess: () => {
          close();
          showToast({ message: subscriptionMessages.unsubscribed });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">
          Your subscription to {target.name} stays active until the end of the period you paid for, and will not renew.
        </Text>
        <Radio.Group
          label="Why are you unsubscribing?"
          value={reason}
          onChange={(value) => setReason(canSubmitUnsubscribe(value) ? value : null)}
          required
        >
          <Stack gap="xs" mt="xs">
            {cancellationReasonOptions.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} disabled={cancel.isPending} />
            ))}
          </Stack>
        </Radio.Group>
        {reason === 'OTHER' && (
          <Textarea
            label="Tell us more (optional)"
            maxLength={500}
            autosize
            minRows={2}
            value={otherReason}
            onChange={(event) => setOtherReason(event.currentTarget.value)}
          />
        )}
        {cancel.error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
            {toUserMessage(cancel.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Keep subscription
          </Button>
          <Button type="submit" color="red" disabled={!canSubmitUnsubscribe(reason)} loading={cancel.isPending}>
            Unsubscribe
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
