import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconAlertCircle } from '@tabler/icons-react';
import { idealDetailsSchema, type IdealDetails } from '@velvet/contracts';
import { useForm } from 'react-hook-form';
import { useSaveIdealDetails } from '../hooks/use-save-ideal-details';
import { idealMessages, idealSaveFailureMessage } from '../lib/ideal-messages';
import { showToast } from '@/shared/ui/toast';

type IdealDetailsFormProps = {
  defaultValues?: Partial<IdealDetails>;
  onSaved?: () => void;
  onCancel?: () => void;
  autoFocus?: boolean;
};

/** Enter iDEAL details: first name, last name and email of the bank account holder. */
export function IdealDetailsForm({ defaultValues, onSaved, onCancel, autoFocus }: IdealDetailsFormProps) {
  const save = useSaveIdealDetails();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(idealDetailsSchema),
    defaultValues: { f_name: '', l_name: '', email: '', ...defaultValues },
  });

  const submit = handleSubmit((details) =>
    save.mutate(details, {
      onSuccess: () => {
        showToast({ color: 'green', message: idealMessages.added });
        onSaved?.();
      },
    }),
  );

  // Not a <form>: this sits inside the deposit form, and forms do not nest.
  return (
    <Stack
      gap="sm"
      role="group"
      aria-label="iDEAL details"
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
        event.preventDefault();
        void submit();
      }}
    >
      {save.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert" p="xs">
          {idealSaveFailureMessage(save.error)}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput label="First name" autoComplete="given-name" data-autofocus={autoFocus || undefined} error={errors.f_name?.message} {...register('f_name')} />
        <TextInput label="Last name" autoComplete="family-name" error={errors.l_name?.message} {...register('l_name')} />
      </SimpleGrid>
      <TextInput label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <Group justify="flex-end" gap="xs">
        {onCancel && (
          <Button variant="default" size="xs" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button size="xs" loading={save.isPending} onClick={() => void submit()}>
          Save iDEAL details
        </Button>
      </Group>
    </Stack>
  );
}
