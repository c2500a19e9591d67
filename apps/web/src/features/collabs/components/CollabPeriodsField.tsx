import { Checkbox, Group, NumberInput, Stack, Text } from '@mantine/core';
import { DEFAULT_DISCOUNT_PERCENT, validityLabels } from '@velvet/contracts';
import { Controller, useWatch, type Control, type FieldErrors, type UseFormSetValue } from 'react-hook-form';
import { prefilledPrice, type CollabFormInput } from '../lib/collab-form';

type CollabPeriodsFieldProps = {
  control: Control<CollabFormInput>;
  setValue: UseFormSetValue<CollabFormInput>;
  errors: FieldErrors<CollabFormInput>;
  disabled: boolean;
};

/** The periods a collab offers: each on or off, its price for the whole period and an optional discount. */
export function CollabPeriodsField({ control, setValue, errors, disabled }: CollabPeriodsFieldProps) {
  const periods = useWatch({ control, name: 'periods' });
  return (
    <Stack gap="xs" role="group" aria-labelledby="collab-periods-label">
      <Text fw={500} size="sm" id="collab-periods-label">
        Pricing
      </Text>
      {periods.map((period, index) => (
        <Group key={period.validity_type} align="flex-start" wrap="wrap" gap="sm">
          <Checkbox
            label={validityLabels[period.validity_type]}
            checked={period.is_active}
            disabled={disabled}
            w={110}
            mt={30}
            onChange={(event) => {
              const on = event.currentTarget.checked;
              setValue(`periods.${index}.is_active`, on, { shouldValidate: true });
              if (on && period.price === '') setValue(`periods.${index}.price`, prefilledPrice(periods, period.validity_type), { shouldValidate: true });
            }}
          />
          <Controller
            control={control}
            name={`periods.${index}.price`}
            render={({ field }) => (
              <NumberInput
                label={`${validityLabels[period.validity_type]} price`}
                prefix="$"
                decimalScale={2}
                allowNegative={false}
                disabled={disabled || !period.is_active}
                value={field.value}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : '')}
                onBlur={field.onBlur}
                error={errors.periods?.[index]?.price?.message}
                w={160}
              />
            )}
          />
          <Controller
            control={control}
            name={`periods.${index}.discount_percentage`}
            render={({ field }) => (
              <NumberInput
                label="Discount (optional)"
                suffix="%"
                placeholder={`${DEFAULT_DISCOUNT_PERCENT}%`}
                min={0}
                max={100}
                decimalScale={0}
                allowNegative={false}
                disabled={disabled || !period.is_active}
                value={field.value}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : '')}
                onBlur={field.onBlur}
                error={errors.periods?.[index]?.discount_percentage?.message}
                w={160}
              />
            )}
          />
        </Group>
      ))}
      {errors.periods?.root?.message && (
        <Text size="sm" c="red" role="alert">
          {errors.periods.root.message}
        </Text>
      )}
      {errors.periods?.message && (
        <Text size="sm" c="red" role="alert">
          {errors.periods.message}
        </Text>
      )}
    </Stack>
  );
}
