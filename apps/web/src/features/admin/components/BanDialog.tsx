import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { notifications } from '@mantine/notifications';
import { banSchema, type AdminUser } from '@velvet/contracts';
import { useForm } from 'react-hook-form';
import { isApiRequestError } from '@/shared/api';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { useSetBanned } from '../hooks/use-admin-users';

/** Bans (or unbans) a user with the reason the audit log keeps; a ban signs them out everywhere at once. */
export function BanDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const setBanned = useSetBanned();
  const banning = !user.banned;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(banSchema), defaultValues: { reason: '' } });

  const submit = handleSubmit(({ reason }) =>
    setBanned.mutate(
      { userId: user._id, banned: banning, reason },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: banning ? `${user.username} is banned` : `${user.username} is unbanned` });
          onClose();
        },
        onError: (error) => {
          if (isApiRequestError(error) && error.fields.reason) setError('reason', { message: error.fields.reason });
        },
      },
    ),
  );

  return (
    <Modal opened onClose={onClose} title={`${banning ? 'Ban' : 'Unban'} ${user.username}`} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {banning ? 'They are signed out on every device at once and cannot sign in again until unbanned.' : 'They can sign in again.'}
          </Text>
          <ErrorAlert error={setBanned.error} />
          <Textarea label="Reason" autosize minRows={2} error={errors.reason?.message} data-autofocus {...register('reason')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color={banning ? 'red' : undefined} loading={setBanned.isPending}>
              {banning ? 'Ban' : 'Unban'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
