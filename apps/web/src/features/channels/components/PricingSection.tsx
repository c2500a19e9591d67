import { Checkbox, Group, NumberInput, Paper, SegmentedControl, Stack, Switch, Text, TextInput } from '@mantine/core';
import { channelMessages, periodPricing, validityLabels, validityTypes, type ChannelForm, type ChannelFormInput, type ValidityType } from '@velvet/contracts';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { togglePeriod } from '../lib/channel-form-values';

type FormValues = ChannelFormInput;

function PeriodFields({ validity, hasSubscribers }: { validity: ValidityType; hasSubscribers: boolean }) {
  const { control, register, getValues, setValue, setError, clearErrors, formState } = useFormContext<FormValues, unknown, ChannelForm>();
  // The form always holds every period; the schema's input type only lets a free channel leave them out.
  const period = useWatch({ control, name: `subscription.${validity}` }) ?? periodPricing();
  const errors = formState.errors.subscription?.[validity];
  const label = validityLabels[validity];

  const toggle = (isActive: boolean) => {
    if (!isActive && hasSubscribers) {
      setError(`subscription.${validity}.isActive`, { message: channelMessages.planHasSubscribers });
      return;
    }
    clearErrors(`subscription.${validity}`);
    setValue(`subscription.${validity}`, togglePeriod(getValues('subscription')!, validity, isActive), { shouldDirty: true });
  };

  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Switch label={label} checked={period.isActive} onChange={(event) => toggle(event.currentTarget.checked)} error={errors?.isActive?.message} />
        {period.isActive && (
          <>
            <TextInput label={`${label} price ($)`} inputMode="decimal" error={errors?.price?.message} {...register(`subscription.${validity}.price`)} />
            <Checkbox label="Add a discount" {...register(`subscription.${validity}.hasDiscount`)} />
            {period.hasDiscount && (
              <Stack gap="xs" pl="md">
                <Controller
                  control={control}
                  name={`subscription.${validity}.discountType`}
                  render={({ field }) => (
                    <SegmentedControl
                      aria-label={`${label} discount type`}
                      value={field.value}
                      onChange={field.onChange}
                      data={[
                        { value: 'percentage', label: 'Percentage' },
                        { value: 'amount', label: 'Amount' },
                      ]}
                    />
                  )}
                />
                <TextInput
                  label={period.discountType === 'percentage' ? 'Discount (%)' : 'Discount ($)'}
                  inputMode="decimal"
                  error={errors?.discount?.message}
                  {...register(`subscription.${validity}.discount`)}
                />
                <Checkbox label="Permanent discount" {...register(`subscription.${validity}.is_permanant`)} />
                {!period.is_permanant && (
                  <Group grow>
                    <TextInput
                      type="date"
                      label="Start date"
                      error={errors?.startDate?.message}
                      {...register(`subscription.${validity}.startDate`, { setValueAs: (value: string) => value || null })}
                    />
                    <TextInput type="date" label="End date" error={errors?.endDate?.message} {...register(`subscription.${validity}.endDate`, { setValueAs: (value: string) => value || null })} />
                  </Group>
                )}
                <Checkbox label="Apply the discount on renewals too" {...register(`subscription.${validity}.applies_on_renewal`)} />
                {period.applies_on_renewal && (
                  <Controller
                    control={control}
                    name={`subscription.${validity}.for_cycles`}
                    render={({ field }) => (
                      <NumberInput
                        label="For how many renewals (empty: every renewal)"
                        min={1}
                        max={120}
                        allowDecimal={false}
                        value={field.value ?? ''}
                        onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
                      />
                    )}
                  />
                )}
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** Pricing: one tile per period, in plan order; a period with subscribers cannot be switched off. */
export function PricingSection({ periodHasSubscribers }: { periodHasSubscribers: (validity: ValidityType) => boolean }) {
  const { formState } = useFormContext<FormValues, unknown, ChannelForm>();
  return (
    <Stack gap="xs">
      <Text fw={600}>Pricing</Text>
      {formState.errors.subscription?.message && (
        <Text c="red" size="sm" role="alert">
          {formState.errors.subscription.message}
        </Text>
      )}
      {validityTypes.map((validity) => (
        <PeriodFields key={validity} validity={validity} hasSubscribers={periodHasSubscribers(validity)} />
      ))}
    </Stack>
  );
}
