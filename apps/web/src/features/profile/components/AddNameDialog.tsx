import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { nameError } from '@velvet/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { currentDeviceInfo } from '@/features/auth/lib/device-info';
import { sessionQueryScope } from '@/shared/api';
import { toUserMessage } from '@/shared/errors';
import { saveName } from '../api/profile-api';

/** ADD_NAME, 'Add your name': no Escape, no cancel; Enter in the first field moves to the second, Enter in the second submits. */
export function AddNameDialog({ context, id }: ContextModalProps) {
  const queryClient = useQueryClient();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const lastNameRef = useRef<HTMLInputElement>(null);
  const save = useMutation({
    mutationFn: saveName,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [sessionQueryScope, 'me'] });
      context.closeModal(id);
    },
    onError: (failure) => setError(toUserMessage(failure)),
  });

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const problem = nameError(firstName, lastName);
    setError(problem);
    if (problem) return;
    save.mutate({ f_name: firstName.trim(), l_name: lastName.trim(), device_info: currentDeviceInfo() });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          (private, used for verification only)
        </Text>
        <TextInput
          label="First name"
          value={firstName}
          data-autofocus
          onChange={(event) => setFirstName(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            lastNameRef.current?.focus();
          }}
        />
        <TextInput label="Last name" ref={lastNameRef} value={lastName} onChange={(event) => setLastName(event.currentTarget.value)} />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" loading={save.isPending}>
          Save
        </Button>
      </Stack>
    </form>
  );
}
