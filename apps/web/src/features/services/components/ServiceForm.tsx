import { Alert, Button, Checkbox, Group, Radio, Select, Stack, Switch, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconAlertCircle } from '@tabler/icons-react';
import {
  chatFeeTypes,
  forcesFixedPrice,
  isCallService,
  isTimedChatFee,
  needsIncludes,
  serviceMessages,
  serviceTypes,
  SERVICE_INCLUDES_MAX,
  SERVICE_NAME_MAX,
  SERVICE_NOTE_MAX,
  type Service,
  type ServiceValues,
} from '@velvet/contracts';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { isApiRequestError } from '@/shared/api';
import { toUserMessage } from '@/shared/errors';
import { showToast } from '@/shared/ui/toast';
import { useSaveService } from '../hooks/use-services';
import { serviceTypeLabels } from '../lib/service-display';
import { newServiceDefaults, serviceFormSchema, toFormValues, toServicePayload, type ServiceFormValues } from '../lib/service-form';
import { ServiceImageField } from './ServiceImageField';
import { ServiceNumberField } from './ServiceNumberField';

const chatFeeLabels: Record<(typeof chatFeeTypes)[number], string> = { OneOff: 'One-off', Week: 'Weekly', Month: 'Monthly', PerMessage: 'Per message', Free: 'Free' };

type ServiceFormProps = { service?: Service; onDone: () => void };

/** Create/Edit service: the shared schema's rules, the duration in minutes, and the spec's edit rules. */
export function ServiceForm({ service, onDone }: ServiceFormProps) {
  const { control, register, handleSubmit, setError, setValue, formState } = useForm<ServiceFormValues, unknown, ServiceValues>({
    resolver: zodResolver(serviceFormSchema),
    defaultValues: service ? toFormValues(service) : newServiceDefaults,
  });
  const { errors } = formState;
  const [type, chatFeeType, serviceType, fixedPrice, hasDiscount] = useWatch({ control, name: ['type', 'chat_fee_type', 'service_type', 'fixed_price', 'has_discount'] });
  const save = useSaveService();
  const isDefault = service?.is_default ?? false;
  const fixed = forcesFixedPrice(type) || fixedPrice !== false;

  const submit = handleSubmit((values) =>
    save.mutate(
      { id: service?._id, input: toServicePayload(values) },
      {
        onSuccess: () => {
          showToast({ color: 'green', message: service ? serviceMessages.updated : serviceMessages.created });
          onDone();
        },
        onError: (error) => {
          if (!isApiRequestError(error)) return;
          for (const [field, message] of Object.entries(error.fields)) setError(field as FieldPath<ServiceFormValues>, { message });
        },
      },
    ),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={service ? 'Edit service' : 'Create service'}>
      <Stack gap="sm">
        {save.error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
            {toUserMessage(save.error)}
          </Alert>
        )}
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <Select
              label="Type"
              data={serviceTypes.map((value) => ({ value, label: serviceTypeLabels[value] }))}
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
              allowDeselect={false}
              disabled={isDefault}
              error={errors.type?.message}
            />
          )}
        />
        <Controller control={control} name="avatar" render={({ field }) => <ServiceImageField value={field.value} onChange={field.onChange} error={errors.avatar?.message} />} />
        <TextInput label="Name" maxLength={SERVICE_NAME_MAX} disabled={isDefault} error={errors.name?.message} {...register('name')} />
        {type === 'CHAT-FEE' && (
          <Controller
            control={control}
            name="chat_fee_type"
            render={({ field }) => (
              <Select
                label="Chat fee type"
                data={chatFeeTypes.map((value) => ({ value, label: chatFeeLabels[value] }))}
                value={field.value ?? null}
                onChange={field.onChange}
                disabled={isDefault}
                error={errors.chat_fee_type?.message}
              />
            )}
          />
        )}
        {type === 'CHAT-FEE' && isTimedChatFee(chatFeeType) && (
          <ServiceNumberField control={control} name="unit" label={chatFeeType === 'Week' ? 'Validity (weeks)' : 'Validity (months)'} error={errors.unit?.message} />
        )}
        {type === 'CHAT-FEE' && chatFeeType === 'PerMessage' && (
          <ServiceNumberField control={control} name="amount_of_messages" label="Number of messages" error={errors.amount_of_messages?.message} />
        )}
        {isCallService(type) && (
          <Controller
            control={control}
            name="service_type"
            render={({ field }) => (
              <Radio.Group label="Call pricing" value={field.value ?? ''} onChange={field.onChange} error={errors.service_type?.message}>
                <Group mt="xs">
                  <Radio value="per_minute" label="Per minute" />
                  <Radio value="fixed_duration" label="Fixed duration" />
                </Group>
              </Radio.Group>
            )}
          />
        )}
        {isCallService(type) && serviceType === 'fixed_duration' && <ServiceNumberField control={control} name="duration" label="Duration (minutes)" error={errors.duration?.message} />}
        {chatFeeType !== 'Free' || type !== 'CHAT-FEE' ? (
          <>
            <Switch
              label="Fixed price"
              checked={fixed}
              disabled={forcesFixedPrice(type)}
              onChange={(event) => {
                setValue('fixed_price', event.currentTarget.checked);
                // Turning off fixed price turns off the discount.
                if (!event.currentTarget.checked) setValue('has_discount', false);
              }}
            />
            {fixed ? (
              <ServiceNumberField control={control} name="price" label={serviceType === 'per_minute' ? 'Price per minute ($)' : 'Price ($)'} decimals={2} error={errors.price?.message} />
            ) : (
              <ServiceNumberField control={control} name="min_price" label="Minimum price ($)" decimals={2} error={errors.min_price?.message} />
            )}
          </>
        ) : null}
        {fixed && chatFeeType !== 'Free' && (
          <Controller
            control={control}
            name="has_discount"
            render={({ field }) => <Checkbox label="Offer a discount" checked={field.value ?? false} onChange={(event) => field.onChange(event.currentTarget.checked)} />}
          />
        )}
        {fixed && hasDiscount && (
          <Group grow align="flex-start">
            <ServiceNumberField control={control} name="discount.discount_value" label="Offer price ($)" decimals={2} error={errors.discount?.discount_value?.message} />
            <TextInput type="date" label="Offer ends on" error={errors.discount?.expires_on?.message} {...register('discount.expires_on')} />
          </Group>
        )}
        {needsIncludes(type) && <TextInput label="Includes" maxLength={SERVICE_INCLUDES_MAX} error={errors.includes?.message} {...register('includes')} />}
        <TextInput label="Note (optional)" maxLength={SERVICE_NOTE_MAX} error={errors.note?.message} {...register('note')} />
        <Controller
          control={control}
          name="is_active"
          render={({ field }) => <Switch label="Active" checked={field.value ?? true} onChange={(event) => field.onChange(event.currentTarget.checked)} />}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {service ? 'Save service' : 'Create service'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
