import { NumberInput } from '@mantine/core';
import type { ServiceValues } from '@velvet/contracts';
import { Controller, type Control, type FieldPath } from 'react-hook-form';
import type { ServiceFormValues } from '../lib/service-form';

type ServiceNumberFieldProps = { control: Control<ServiceFormValues, unknown, ServiceValues>; name: FieldPath<ServiceFormValues>; label: string; prefix?: string; decimals?: number; error?: string };

/** A number input whose empty state is null, as the schema reads it. */
export function ServiceNumberField({ control, name, label, prefix, decimals = 0, error }: ServiceNumberFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          prefix={prefix}
          decimalScale={decimals}
          allowNegative={false}
          thousandSeparator=","
          value={typeof field.value === 'number' ? field.value : ''}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
          onBlur={field.onBlur}
          ref={field.ref}
          error={error}
        />
      )}
    />
  );
}
