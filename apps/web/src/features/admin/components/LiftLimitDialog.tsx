import { Button, Group, Modal, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { liftLimitSchema, type AdminUser, type FraudLimitKind } from '@velvet/contracts';
import { useForm } from 'react-hook-form';
import { isApiRequestError } from '@/shared/api';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { liftLimit } from '../api/users';

const kindLabels: Record<FraudLimitKind, string> = {
  deposits: 'Daily deposits (count and amount)',
  new_cards: 'New cards per day',
  card_fingerprint: 'Card used by too many accounts',
};

/** Lifts one fraud limit for the account for 24 hours; the reason goes to the audit log. */
export function LiftLimitDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const lift = useMutation({ mutationFn: liftLimit });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(liftLimitSchema), defaultValues: { kind: 'deposits' as FraudLimitKind, reason: '' } });

  const submit = handleSubmit((values) =>
    lift.mutate(
      { userId: user._id, ...values },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: `${kindLabels[values.kind]} lifted for ${user.username} for 24 hours` });
          onClose();
        },
        onError: (error) => {
          if (isApiRequestError(error) && error.fields.reason) setError('reason', { message: error.fields.reason });
        },
      },
    ),
  );

  return (
    <Modal opened onClose={onClose} title={`Lift a limit for ${user.username}`} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            The limit stops applying to this account for the next 24 hours.
          </Text>
          <ErrorAlert error={lift.error} />
          <NativeSelect
            label="Limit"
            data={Object.entries(kindLabels).map(([value, label]) => ({ value, label }))}
            error={errors.kind?.message}
            {...register('kind')}
          />
          <Textarea label="Reason" autosize minRows={2} error={errors.reason?.message} data-autofocus {...register('reason')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={lift.isPending}>
              Lift limit
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
