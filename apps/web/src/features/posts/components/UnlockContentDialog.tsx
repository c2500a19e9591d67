import { Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import { displayStatus, formatUsd, parsePaymentSelection, paymentMessages, postMessages, toDollars, unlockSchema, type TaxInfo } from '@velvet/contracts';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '@/features/auth/hooks/use-session';
import { IdealDetailsSection } from '@/features/payments/components/IdealDetailsSection';
import { toUserMessage } from '@/shared/errors';
import type { ModalInnerProps } from '@/shared/modals';
import { PaymentMethodSelector, PaymentProblem, finishOneOffPurchase, openIdealTab, paymentBreakdown, usePaymentSelection } from '@/shared/payment-method';
import { taxInfoQueryOptions } from '@/shared/queries';
import { paths } from '@/shared/routing/paths';
import { CenteredLoader } from '@/shared/ui/CenteredLoader';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { useUnlock, useUnlockTarget } from '../hooks/use-unlock';

const unlockModes = ['wallet', 'card', 'iDEAL'] as const;

/** Price, tax, processing fee and total, line by line. */
function PriceBreakdown({ price, taxInfo }: { price: number; taxInfo: TaxInfo }) {
  const breakdown = paymentBreakdown(price, taxInfo.tax_percentage);
  const rows: [string, number][] = [['Price', breakdown.amountCents]];
  if (breakdown.taxCents > 0) rows.push([`${taxInfo.tax_name} (${Number(taxInfo.tax_percentage.toFixed(2))}%)`, breakdown.taxCents]);
  if (breakdown.processingFeeCents > 0) rows.push(['Processing fee', breakdown.processingFeeCents]);
  return (
    <Table aria-label="Price breakdown" verticalSpacing={4}>
      <Table.Tbody>
        {rows.map(([label, cents]) => (
          <Table.Tr key={label}>
            <Table.Td>{label}</Table.Td>
            <Table.Td ta="right">{formatUsd(toDollars(cents))}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr fw={700}>
          <Table.Td>Total</Table.Td>
          <Table.Td ta="right">{formatUsd(toDollars(breakdown.totalCents))}</Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

type Props = ContextModalProps<ModalInnerProps['UNLOCK_CONTENT']>;

function UnlockForm({ context, id, innerProps, price, authorName }: Props & { price: number; authorName: string }) {
  const session = useSession();
  const navigate = useNavigate();
  const taxInfo = useQuery(taxInfoQueryOptions);
  const unlock = useUnlock(innerProps);
  const payment = usePaymentSelection({ modes: unlockModes, amount: price, taxPercentage: taxInfo.data?.tax_percentage ?? 0 });
  const close = () => context.closeModal(id);
  const addMoney = () => {
    close();
    void navigate(paths.wallet.to());
  };
  const user = session.status === 'signed-in' ? session.user : null;

  // Checked synchronously: an iDEAL tab may only be opened within the click itself.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (unlock.isPending) return;
    if (payment.problem || !payment.selection || !taxInfo.data) {
      payment.revealProblem();
      return;
    }
    const input = unlockSchema.parse(parsePaymentSelection(payment.selection));
    const idealTab = input.payment_mode === 'iDEAL' ? openIdealTab() : null;
    unlock.mutate(input, {
      onSuccess: (transaction) => finishOneOffPurchase({ transaction, idealTab, close, successMessage: postMessages.unlocked }),
      onError: () => idealTab?.close(),
    });
  };

  const failed = unlock.data && displayStatus(unlock.data.status) === 'failed' ? unlock.data : null;
  const refusal = unlock.error ? toUserMessage(unlock.error) : null;
  const suggested = user ? { f_name: user.f_name ?? '', l_name: user.l_name ?? '', email: user.email } : undefined;

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          Pay once to see this {innerProps.kind} by {authorName}.
        </Text>
        {taxInfo.isPending && <Skeleton height={80} aria-label="Loading tax information" />}
        {taxInfo.isError && <QueryErrorAlert error={taxInfo.error} onRetry={() => void taxInfo.refetch()} />}
        {taxInfo.data && <PriceBreakdown price={price} taxInfo={taxInfo.data} />}
        <PaymentMethodSelector state={payment} disabled={unlock.isPending} idealDetails={<IdealDetailsSection suggested={suggested} />} />
        {(refusal || failed) && <PaymentProblem message={refusal ?? failed?.failure_reason ?? paymentMessages.paymentFailed} onAddMoney={addMoney} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" loading={unlock.isPending} disabled={!taxInfo.data}>
            Unlock
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** UNLOCK_CONTENT: the pay-to-view confirmation of a post or story, with the price breakdown and the payment selector. */
export function UnlockContentDialog(props: Props) {
  const target = useUnlockTarget(props.innerProps);
  const close = () => props.context.closeModal(props.id);
  if (target.isPending) return <CenteredLoader label="Loading" />;
  if (target.isError) return <QueryErrorAlert error={target.error} onRetry={() => void target.refetch()} />;
  if (target.data.price === null) {
    return (
      <Stack>
        <Text>{postMessages.alreadyUnlocked}</Text>
        <Button onClick={close} data-autofocus>
          Close
        </Button>
      </Stack>
    );
  }
  return <UnlockForm {...props} price={target.data.price} authorName={target.data.authorName} />;
}
