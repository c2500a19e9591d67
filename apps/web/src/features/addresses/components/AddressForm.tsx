import { Alert, Button, Checkbox, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconAlertCircle } from '@tabler/icons-react';
import { addressInputSchema, addressMessages, type Address, type AddressInput, type AddressValues } from '@velvet/contracts';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { isApiRequestError } from '@/shared/api';
import { toUserMessage } from '@/shared/errors';
import { showToast } from '@/shared/ui/toast';
import { useSaveAddress } from '../hooks/use-addresses';
import { COUNTRIES } from '../lib/address-display';

type AddressFormProps = { address?: Address; onSaved: (address: Address) => void; onCancel?: () => void; submitLabel?: string };

const emptyAddress: AddressInput = { label: '', flat: '', street: '', city: '', state: '', zip_code: '', country: '', phone_number: '', is_default: false };

const toFormValues = (address: Address): AddressInput => ({
  label: address.label,
  flat: address.flat,
  street: address.street,
  city: address.city,
  state: address.state,
  zip_code: address.zip_code,
  country: address.country,
  phone_number: address.phone_number,
  is_default: address.is_default,
});

/** Add or edit a delivery address, on the shared schema. */
export function AddressForm({ address, onSaved, onCancel, submitLabel = 'Save address' }: AddressFormProps) {
  const { control, register, handleSubmit, setError, formState } = useForm<AddressInput, unknown, AddressValues>({
    resolver: zodResolver(addressInputSchema),
    defaultValues: address ? toFormValues(address) : emptyAddress,
  });
  const { errors } = formState;
  const save = useSaveAddress();

  const submit = handleSubmit((values) =>
    save.mutate(
      { id: address?._id, input: values },
      {
        onSuccess: (saved) => {
          showToast({ color: 'green', message: address ? addressMessages.updated : addressMessages.created });
          onSaved(saved);
        },
        onError: (error) => {
          if (!isApiRequestError(error)) return;
          for (const [field, message] of Object.entries(error.fields)) setError(field as FieldPath<AddressInput>, { message });
        },
      },
    ),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={address ? 'Edit address' : 'Add address'}>
      <Stack gap="sm">
        {save.error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
            {toUserMessage(save.error)}
          </Alert>
        )}
        <TextInput label="Label" placeholder="Home" required error={errors.label?.message} {...register('label')} data-autofocus />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Flat / house number" error={errors.flat?.message} {...register('flat')} />
          <TextInput label="Street" required error={errors.street?.message} {...register('street')} />
          <TextInput label="City" required error={errors.city?.message} {...register('city')} />
          <TextInput label="State" required error={errors.state?.message} {...register('state')} />
          <TextInput label="Zip code" required error={errors.zip_code?.message} {...register('zip_code')} />
          <Controller
            control={control}
            name="country"
            render={({ field }) => (
              <Select label="Country" required searchable data={COUNTRIES} value={field.value || null} onChange={(value) => field.onChange(value ?? '')} onBlur={field.onBlur} error={errors.country?.message} />
            )}
          />
        </SimpleGrid>
        <TextInput label="Phone number" type="tel" required error={errors.phone_number?.message} {...register('phone_number')} />
        <Controller
          control={control}
          name="is_default"
          render={({ field }) => <Checkbox label="Use as my default address" checked={field.value ?? false} onChange={(event) => field.onChange(event.currentTarget.checked)} />}
        />
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={save.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
