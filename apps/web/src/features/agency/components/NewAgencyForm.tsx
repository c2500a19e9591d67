import { Button, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { newAgencySchema, type NewAgencyInput } from '@velvet/contracts';
import { useForm } from 'react-hook-form';
import { isApiRequestError } from '@/shared/api';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { useCreateAgency } from '../hooks/use-agency';

const defaults: NewAgencyInput = { username: '', email: '', agency_name: '', contact_name: '' };
const formFields = ['username', 'email', 'agency_name', 'contact_name'] as const;

/** Admin: open an agency account; the agency is mailed a link to set its password. */
export function NewAgencyForm() {
  const create = useCreateAgency();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<NewAgencyInput>({ resolver: zodResolver(newAgencySchema), defaultValues: defaults });

  const submit = handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: () => reset(defaults),
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
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Add an agency">
      <Stack maw={560}>
        <ErrorAlert error={create.error} />
        <TextInput label="Agency name" required error={errors.agency_name?.message} {...register('agency_name')} />
        <TextInput label="Contact name" required error={errors.contact_name?.message} {...register('contact_name')} />
        <TextInput label="Username" required error={errors.username?.message} {...register('username')} />
        <TextInput label="Email" type="email" required error={errors.email?.message} {...register('email')} />
        <Button type="submit" loading={create.isPending} style={{ alignSelf: 'flex-start' }}>
          Add agency
        </Button>
      </Stack>
    </form>
  );
}
