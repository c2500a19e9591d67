import { Button, Chip, Group, NumberInput, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ContextModalProps } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import { displayStatus, parsePaymentSelection, paymentMessages, tipAmountSchema, tipMessages } from '@velvet/contracts';
import { useId, type FormEvent, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toUserMessage } from '@/shared/errors';
import type { ModalInnerProps } from '@/shared/modals';
import { PaymentMethodSelector, PaymentProblem, SKRILL_SELECTION, finishOneOffPurchase, openIdealTab, paymentSummaryText, usePaymentSelection } from '@/shared/payment-method';
import { taxInfoQueryOptions } from '@/shared/queries';
import { paths } from '@/shared/routing/paths';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { useSendTip } from '../hooks/use-send-tip';
import { CUSTOM_CHIP, chosenTipAmount, tipChips, tipFormDefaults, tipFormSchema } from '../lib/tip-form';

const MESSAGE_MAX_LENGTH = 500;
const tipModes = ['wallet', 'card', 'iDEAL', 'skrill'] as const;

const chipLabel = (chip: string) => (chip === CUSTOM_CHIP ? 'Custom' : `$${Number(chip).toLocaleString('en-US')}`);

type SendTipDialogProps = ContextModalProps<ModalInnerProps['SEND_TIP']> & {
  /** The iDEAL details, shown while iDEAL is chosen. */
  idealDetails?: ReactNode;
};

/** SEND_TIP, Confirm Tip: an amount chip or a custom amount, an optional message and a payment method. */
export function SendTipDialog({ context, id, innerProps, idealDetails }: SendTipDialogProps) {
  const { recipientId, recipientName, traceableData } = innerProps;
  const navigate = useNavigate();
  const amountLabelId = useId();
  const taxInfo = useQuery(taxInfoQueryOptions);
  const send = useSendTip();
  const {
    control,
    register,
    getValues,
    trigger,
    formState: { errors },
  } = useForm({ resolver: zodResolver(tipFormSchema), mode: 'onChange', defaultValues: tipFormDefaults });

  const [preset, custom] = useWatch({ control, name: ['preset', 'custom'] });
  const amount = chosenTipAmount({ preset, custom });
  const amountValid = tipAmountSchema.safeParse(amount).success;
  const payment = usePaymentSelection({ modes: tipModes, amount: amount ?? Number.NaN, taxPercentage: taxInfo.data?.tax_percentage ?? 0 });

  const close = () => context.closeModal(id);
  const addMoney = () => {
    close();
    void navigate(paths.wallet.to());
  };

  // Checked synchronously: an iDEAL tab may only be opened within the click itself.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const parsed = tipFormSchema.safeParse(getValues());
    if (!parsed.success || payment.problem || !payment.selection || !taxInfo.data) {
      void trigger();
      payment.revealProblem();
      return;
    }
    const tip = { recipient_id: recipientId, amount: parsed.data.amount, message: parsed.data.message, traceable_data: traceableData ?? { entity: 'profile' as const } };
    const selected = payment.selection === SKRILL_SELECTION ? null : parsePaymentSelection(payment.selection);
    const idealTab = selected?.payment_mode === 'iDEAL' ? openIdealTab() : null;
    send.mutate(
      selected ? { ...tip, ...selected } : tip,
      {
        onSuccess: (transaction) => finishOneOffPurchase({ transaction, idealTab, close, successMessage: tipMessages.sent }),
        onError: () => idealTab?.close(),
      },
    );
  };

  const failedTransaction = send.data && displayStatus(send.data.status) === 'failed' ? send.data : null;
  const refusal = send.error ? toUserMessage(send.error) : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          Send {recipientName} a tip.
        </Text>
        <Stack gap={6}>
          <Text size="sm" fw={500} id={amountLabelId}>
            Tip amount
          </Text>
          <Controller
            control={control}
            name="preset"
            render={({ field }) => (
              <Chip.Group multiple={false} value={field.value} onChange={field.onChange}>
                <Group gap="xs" role="radiogroup" aria-labelledby={amountLabelId}>
                  {tipChips.map((chip) => (
                    <Chip key={chip} value={chip} variant="outline" name={amountLabelId}>
                      {chipLabel(chip)}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            )}
          />
        </Stack>
        {preset === CUSTOM_CHIP && (
          <Controller
            control={control}
            name="custom"
            render={({ field }) => (
              <NumberInput
                label="Custom amount"
                prefix="$"
                min={5}
                max={5000}
                decimalScale={2}
                thousandSeparator=","
                allowNegative={false}
                value={field.value}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : '')}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errors.custom?.message}
                data-autofocus
              />
            )}
          />
        )}
        {preset !== CUSTOM_CHIP && errors.custom && (
          <Text size="sm" c="red" role="alert">
            {errors.custom.message}
          </Text>
        )}
        <Textarea
          label="Message (optional)"
          autosize
          minRows={2}
          maxRows={5}
          maxLength={MESSAGE_MAX_LENGTH}
          error={errors.message?.message}
          {...register('message')}
        />
        <PaymentMethodSelector state={payment} disabled={send.isPending} idealDetails={idealDetails} />
        {taxInfo.isPending && <Skeleton height={20} aria-label="Loading tax information" />}
        {taxInfo.isError && <QueryErrorAlert error={taxInfo.error} onRetry={() => void taxInfo.refetch()} />}
        {taxInfo.data && amountValid && amount !== undefined && (
          <Text fw={600} aria-live="polite">
            {paymentSummaryText(amount, taxInfo.data)}
          </Text>
        )}
        {(refusal || failedTransaction) && (
          <PaymentProblem message={refusal ?? failedTransaction?.failure_reason ?? paymentMessages.paymentFailed} onAddMoney={addMoney} />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" loading={send.isPending} disabled={!amountValid || !taxInfo.data}>
            Send tip
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
