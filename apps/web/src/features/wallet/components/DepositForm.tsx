import { Alert, Anchor, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { IconAlertCircle, IconCurrencyDollar } from '@tabler/icons-react';
import { DEPOSIT_INPUT_MAX_LENGTH, parsePaymentSelection, walletMessages } from '@velvet/contracts';
import { useEffect, useRef, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { formatWholeDollarsInput, parseWholeDollars } from '@/shared/format';
import { PaymentMethodSelector, openIdealTab, usePaymentSelection } from '@/shared/payment-method';
import { idealDetailsQueryOptions } from '@/shared/queries';
import { paths } from '@/shared/routing/paths';
import { useDepositFlow } from '../hooks/use-deposit-flow';
import { depositButtonLabel, depositFormDefaults, depositFormSchema } from '../lib/deposit-form';
import { IdealConversionSummary } from './IdealConversionSummary';

const depositModes = ['card', 'iDEAL'] as const;
const idealDetailsRequired = 'Add your iDEAL details to pay with iDEAL.';

type DepositFormProps = {
  /** The iDEAL details (first name, last name, email), shown while iDEAL is chosen. */
  idealDetails?: ReactNode;
  /** Depositing needs a verified email. */
  emailVerified: boolean;
  /** Arriving from a card just added (?newCard=true): the amount takes the focus. */
  focusOnMount?: boolean;
  /** After a successful card deposit, e.g. to close the dialog. */
  onSucceeded?: () => void;
};

/** 'Deposit (min $10)': the amount and a saved card or iDEAL. */
export function DepositForm({ idealDetails, emailVerified, focusOnMount, onSucceeded }: DepositFormProps) {
  const amountRef = useRef<HTMLInputElement>(null);
  const {
    control,
    reset,
    trigger,
    getValues,
    formState: { errors },
  } = useForm({ resolver: zodResolver(depositFormSchema), mode: 'onChange', defaultValues: depositFormDefaults });
  const amountText = useWatch({ control, name: 'amount' });
  const amount = parseWholeDollars(amountText);
  const amountValid = depositFormSchema.safeParse({ amount: amountText }).success;

  const payment = usePaymentSelection({ modes: depositModes, amount, taxPercentage: 0 });
  const isIdeal = payment.selection === 'iDEAL';
  const savedIdealDetails = useQuery({ ...idealDetailsQueryOptions, enabled: isIdeal });
  const flow = useDepositFlow({
    onSucceeded: () => {
      reset(depositFormDefaults);
      onSucceeded?.();
    },
  });
  const verificationNeeded = !emailVerified;

  useEffect(() => {
    if (!focusOnMount) return;
    amountRef.current?.focus();
    amountRef.current?.scrollIntoView({ block: 'center' });
  }, [focusOnMount]);

  // Everything is checked synchronously: an iDEAL tab may only be opened within the click itself.
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (flow.isBusy || verificationNeeded) return;
    const parsed = depositFormSchema.safeParse(getValues());
    if (!parsed.success || payment.problem || !payment.selection) {
      void trigger();
      payment.revealProblem();
      return;
    }
    const selected = parsePaymentSelection(payment.selection);
    if (selected.payment_mode === 'wallet' || (isIdeal && !savedIdealDetails.data)) return;
    const input = { amount: parsed.data.amount, ...selected, payment_mode: selected.payment_mode };
    const idealTab = isIdeal ? openIdealTab() : undefined;
    flow.start(input, idealTab);
  };

  const { state } = flow;
  const missingIdealDetails = isIdeal && savedIdealDetails.isSuccess && !savedIdealDetails.data;

  return (
    <form onSubmit={submit} noValidate aria-label="Deposit">
      <Stack>
        {verificationNeeded && (
          <Alert color="yellow" variant="light" icon={<IconAlertCircle />} role="alert">
            {walletMessages.emailNotVerified}
          </Alert>
        )}
        <Controller
          control={control}
          name="amount"
          render={({ field }) => (
            <TextInput
              {...field}
              ref={(element) => {
                field.ref(element);
                amountRef.current = element;
              }}
              onChange={(event) => field.onChange(formatWholeDollarsInput(event.currentTarget.value, DEPOSIT_INPUT_MAX_LENGTH))}
              label="Deposit (min $10)"
              inputMode="numeric"
              autoComplete="off"
              maxLength={DEPOSIT_INPUT_MAX_LENGTH}
              leftSection={<IconCurrencyDollar size={16} aria-hidden />}
              error={errors.amount?.message}
              disabled={flow.isBusy}
              size="md"
            />
          )}
        />
        <PaymentMethodSelector
          state={payment}
          disabled={flow.isBusy}
          idealDetails={
            <Stack gap="xs">
              {idealDetails}
              {missingIdealDetails && (
                <Text size="sm" c="dimmed">
                  {idealDetailsRequired}
                </Text>
              )}
              {amountValid && <IdealConversionSummary amount={amount} />}
            </Stack>
          }
        />
        {state.phase === 'refused' && (
          <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert" withCloseButton onClose={flow.reset} closeButtonLabel="Dismiss">
            {state.message}
          </Alert>
        )}
        {state.phase === 'unsettled' && (
          <Alert variant="light" color="blue" role="status" withCloseButton onClose={flow.reset} closeButtonLabel="Dismiss">
            <Text size="sm">
              Your deposit is still being processed. Its result will appear in your notifications.{' '}
              <Anchor component={Link} to={paths.transactionDetails.to(state.transactionId)} size="sm">
                Transaction Details
              </Anchor>
            </Text>
          </Alert>
        )}
        {state.phase === 'processing' && (
          <Alert variant="light" role="status">
            <Group gap="sm" wrap="nowrap">
              <Loader size="sm" aria-hidden />
              <Text size="sm" style={{ flex: 1 }}>
                {state.mode === 'card'
                  ? 'Processing your deposit…'
                  : 'Complete the payment at your bank in the new tab. Your balance updates when it is done.'}
              </Text>
              {state.mode === 'iDEAL' && (
                <Button variant="subtle" size="xs" onClick={flow.reset}>
                  Stop waiting
                </Button>
              )}
            </Group>
          </Alert>
        )}
        <Button
          type="submit"
          size="md"
          loading={flow.isBusy}
          disabled={!amountValid || verificationNeeded || missingIdealDetails}
        >
          {depositButtonLabel(amount)}
        </Button>
      </Stack>
    </form>
  );
}
