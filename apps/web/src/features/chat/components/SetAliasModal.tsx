import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatAliasSchema, chatMessages, type ChatAliasInput, type ChatUser } from '@velvet/contracts';
import { useForm } from 'react-hook-form';
import { showToast } from '@/shared/ui/toast';
import { chatKeys } from '../api/chat-keys';
import { setAlias } from '../api/chat-api';

type SetAliasModalProps = { user: ChatUser; note: string | undefined; opened: boolean; onClose: () => void };

/** Set Alias: a private note about the other party, seen only by the viewer. */
export function SetAliasModal({ user, note, opened, onClose }: SetAliasModalProps) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ChatAliasInput>({ resolver: zodResolver(chatAliasSchema), values: { note: note ?? '' } });
  const save = useMutation({
    mutationFn: (input: ChatAliasInput) => setAlias(user._id, input),
    onSuccess: () => {
      showToast({ message: chatMessages.aliasSaved });
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
      void queryClient.invalidateQueries({ queryKey: chatKeys.withUser(user._id) });
      onClose();
    },
    onError: () => showToast({ message: chatMessages.aliasFailed, color: 'red' }),
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Set Alias">
      <form onSubmit={handleSubmit((input) => save.mutate(input))} noValidate>
        <Stack>
          <TextInput
            label={`Your private note on ${user.display_name}`}
            description="Only you can see it."
            data-autofocus
            {...register('note')}
            error={errors.note?.message}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
