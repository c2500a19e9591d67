import { Alert, Button, Checkbox, Group, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { formatUsd, parsePaymentSelection, toDollars, type GateAction, type PaymentMode } from '@velvet/contracts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useVerificationGate } from '@/features/verification/hooks/use-verification-gate';
import { VerificationGatePrompt } from '@/features/verification/components/VerificationGatePrompt';
import { useModalManager } from '@/shared/modals';
import { PaymentMethodSelector, PaymentProblem, openIdealTab, paymentSummaryText, usePaymentSelection } from '@/shared/payment-method';
import { taxInfoQueryOptions } from '@/shared/queries';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { paymentBreakdown } from '@/shared/payment-method/payment-breakdown';
import type { useCheckoutFlow } from '../hooks/use-checkout-flow';
import { canPay, consentMessages, subscribeProblems } from '../lib/subscribe-rules';

const recurringModes: readonly PaymentMode[] = ['wallet', 'card', 'iDEAL'];

export type ChosenPayment = { payment_mode: PaymentMode; tokenised_card_id?: string };

type RecurringCheckoutProps = {
  /** The period's price before tax, in dollars. */
  amount: number;
  /** 'month', '3 months': how often it renews. */
  period: string;
  /** The plan's details, shown first. */
  summary: ReactNode;
  gateAction: GateAction;
  flow: ReturnType<typeof useCheckoutFlow<ChosenPayment>>;
  onPay: (payment: ChosenPayment, idealTab: Window | null) => void;
  onCancel: () => void;
  submitLabel: string;
  idealDetails?: ReactNode;
};

/**
 * The confirm step of a recurring purchase (a subscription, a platform plan): the total with tax, the
 * payment selector, the saved card a wallet subscription needs, the consent checkbox, the verification
 * gate, and the outcome of the payment.
 */
export function RecurringCheckout({ amount, period, summary, gateAction, flow, onPay, onCancel, submitLabel, idealDetails }: RecurringCheckoutProps) {
  const { openModal } = useModalManager();
  const taxInfo = useQuery(taxInfoQueryOptions);
  const taxPercentage = taxInfo.data?.tax_percentage ?? 0;
  const payment = usePaymentSelection({ modes: recurringModes, amount, taxPercentage });
  const gate = useVerificationGate(gateAction);
  const [consent, setConsent] = useState(false);
  const [attempted, setAttempted] = useState(false);

  const problems = subscribeProblems({
    selection: payment.selection,
    selectionProblem: payment.problem,
    savedCardCount: payment.cards.data?.length ?? 0,
    consent,
  });
  const busy = flow.isSubmitting || flow.isWaiting;
  const total = formatUsd(toDollars(paymentBreakdown(amount, taxPercentage).totalCents));
  // A short wallet and a missing card show at once, as soon as they are known; the rest after a try.
  const paymentProblem = attempted || problems.payment?.needsFunds || (problems.payment?.needsCard && payment.isReady) ? problems.payment : null;

  // Synchronous: an iDEAL tab may only be opened within the click itself.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    payment.revealProblem();
    if (!canPay(problems) || !payment.selection || !taxInfo.data) return;
    const selected = parsePaymentSelection(payment.selection);
    gate.guard(() => onPay(selected, selected.payment_mode === 'iDEAL' ? openIdealTab() : null));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {summary}
        {taxInfo.isPending && <Skeleton height={20} aria-label="Loading tax information" />}
        {taxInfo.isError && <QueryErrorAlert error={taxInfo.error} onRetry={() => void taxInfo.refetch()} />}
        {taxInfo.data && (
          <Text fw={600} aria-live="polite">
            {paymentSummaryText(amount, taxInfo.data)}
          </Text>
        )}
        <PaymentMethodSelector state={payment} disabled={busy} idealDetails={idealDetails} />
        {paymentProblem?.needsCard && (
          <Alert color="yellow" variant="light" icon={<IconAlertCircle />} role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{paymentProblem.message}</Text>
              <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => openModal('ADD_CARD')}>
                Add new card
              </Button>
            </Stack>
          </Alert>
        )}
        <Checkbox
          checked={consent}
          onChange={(event) => setConsent(event.currentTarget.checked)}
          label={consentMessages.label(period, total)}
          error={attempted ? problems.consent : undefined}
          disabled={busy}
        />
        <VerificationGatePrompt gate={gate} />
        {flow.isWaiting && (
          <Alert color="blue" variant="light" icon={<Loader size="xs" />} role="status">
            <Group justify="space-between" gap="xs">
              <Text size="sm">Processing your payment…</Text>
              <Button size="xs" variant="subtle" onClick={flow.stopWaiting}>
                Stop waiting
              </Button>
            </Group>
          </Alert>
        )}
        {flow.failure && <PaymentProblem message={flow.failure} onAddMoney={() => openModal('DEPOSIT')} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={busy} disabled={!taxInfo.data || !payment.isReady}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
