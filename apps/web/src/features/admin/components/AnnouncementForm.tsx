import { Button, Stack, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { announcementSchema, type AdminUser } from '@velvet/contracts';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { isApiRequestError } from '@/shared/api';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { useSendAnnouncement } from '../hooks/use-send-announcement';
import { UserPicker } from './UserPicker';

const MESSAGE_MAX_LENGTH = 500;
const formFields = ['user_id', 'message'] as const;

/** Sends a platform announcement to one user, who gets it as a notification. */
export function AnnouncementForm() {
  const send = useSendAnnouncement();
  const [recipient, setRecipient] = useState<AdminUser | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(announcementSchema), defaultValues: { user_id: '', message: '' } });

  const submit = handleSubmit((announcement) =>
    send.mutate(announcement, {
      onSuccess: () => {
        reset();
        setRecipient(null);
        notifications.show({ color: 'green', message: 'Announcement sent' });
      },
      onError: (error) => {
        if (!isApiRequestError(error)) return;
        for (const field of formFields) {
          const message = error.fields[field];
          if (message) setError(field, { message });
        }
      },
    }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack maw={560}>
        <ErrorAlert error={send.error} />
        <Controller
          control={control}
          name="user_id"
          render={({ field, fieldState }) => (
            <UserPicker
              label="Recipient"
              description="The user who receives the announcement"
              value={recipient}
              error={fieldState.error ? 'Choose the user who receives it' : undefined}
              onChange={(user) => {
                setRecipient(user);
                field.onChange(user?._id ?? '');
              }}
            />
          )}
        />
        <Textarea label="Message" autosize minRows={3} maxLength={MESSAGE_MAX_LENGTH} error={errors.message?.message} {...register('message')} />
        <Button type="submit" leftSection={<IconSend size={16} />} loading={send.isPending} style={{ alignSelf: 'flex-start' }}>
          Send announcement
        </Button>
      </Stack>
    </form>
  );
}
