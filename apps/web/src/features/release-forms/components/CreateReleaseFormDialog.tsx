import { Button, Modal, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { createReleaseFormSchema, releaseFormMessages, type CreateReleaseFormInput } from '@velvet/contracts';
import { useForm } from 'react-hook-form';
import { toUserMessage } from '@/shared/errors';
import { showToast } from '@/shared/ui/toast';
import { useCreateReleaseForm } from '../hooks/use-release-forms';

/** The Release form dialog: a friendly name and, optionally, the external creator's email to mail the link to. */
export function CreateReleaseFormDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateReleaseForm();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CreateReleaseFormInput>({ resolver: zodResolver(createReleaseFormSchema), defaultValues: { friendly_name: '', email: '' } });

  const close = () => {
    reset();
    onClose();
  };
  const submit = handleSubmit((form) =>
    create.mutate(form, {
      onSuccess: () => {
        showToast({ color: 'green', message: releaseFormMessages.created });
        close();
      },
      // The spec: release form errors are shown as a toast.
      onError: (error) => showToast({ color: 'red', message: toUserMessage(error) }),
    }),
  );

  return (
    <Modal opened={opened} onClose={close} title="Create a release form link">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <TextInput label="Friendly name" description="For you to recognise the form, e.g. the shoot" required {...register('friendly_name')} error={errors.friendly_name?.message} data-autofocus />
          <TextInput label="Email (optional)" description="We mail the link to the external creator" type="email" {...register('email')} error={errors.email?.message} />
          <Button type="submit" loading={create.isPending}>
            Create link
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
