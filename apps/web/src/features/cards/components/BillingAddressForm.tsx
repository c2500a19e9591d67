import { Alert, Button, Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconAlertCircle } from '@tabler/icons-react';
import type { BillingAddress } from '@velvet/contracts';
import { useForm } from 'react-hook-form';
import { billingFormSchema, emptyBillingForm, type BillingFormInput } from '../lib/billing-form';

type BillingAddressFormProps = {
  /** Kept when the user comes back to step 1. */
  initialValues?: BillingFormInput;
  submitting: boolean;
  error: string | null;
  onSubmit: (address: BillingAddress, values: BillingFormInput) => void;
  onCancel: () => void;
};

/** Step 1 of Add a new card: the billing address and the save-card box. */
export function BillingAddressForm({ initialValues = emptyBillingForm, submitting, error, onSubmit, onCancel }: BillingAddressFormProps) {
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm({ resolver: zodResolver(billingFormSchema), defaultValues: initialValues });

  const submit = handleSubmit(({ save_card: _saveCard, ...address }) => onSubmit(address, getValues()));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
            {error}
          </Alert>
        )}
        <TextInput label="Address" autoComplete="street-address" required data-autofocus error={errors.full_address?.message} {...register('full_address')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label="City" autoComplete="address-level2" required error={errors.city?.message} {...register('city')} />
          <TextInput label="State" autoComplete="address-level1" required error={errors.state?.message} {...register('state')} />
          <TextInput label="Zip code" autoComplete="postal-code" required error={errors.zip_code?.message} {...register('zip_code')} />
          <TextInput label="Country" autoComplete="country-name" required error={errors.country?.message} {...register('country')} />
        </SimpleGrid>
        <Checkbox
          label="Save this card for future payments"
          description="A $1.00 authorisation checks the card; it is released at once."
          error={errors.save_card?.message}
          {...register('save_card')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting}>
            Continue
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
