import { Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { parsePaymentSelection, type Address, type BuyProductInput, type Product } from '@velvet/contracts';
import { useState, type FormEvent } from 'react';
import { addressLine } from '@/features/addresses/lib/address-display';
import { useSession } from '@/features/auth/hooks/use-session';
import { IdealDetailsSection } from '@/features/payments/components/IdealDetailsSection';
import { PaymentMethodSelector, PaymentProblem, paymentSummaryText, usePaymentSelection } from '@/shared/payment-method';
import { taxInfoQueryOptions } from '@/shared/queries';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { needsConfirmation } from '../lib/purchase-steps';
import type { Selection } from './ConfirmStep';

const shopModes = ['wallet', 'card', 'iDEAL'] as const;

type DeliveryStepProps = {
  product: Product;
  selection: Selection;
  address: Address | undefined;
  pending: boolean;
  problem: string | null;
  onChangeAddress: () => void;
  onBack: () => void;
  onAddMoney: () => void;
  /** Called inside the click that pays (an iDEAL tab may open only then). */
  onBuy: (input: BuyProductInput) => void;
};

/** Step 2, 'Delivery and Payment': the address (default preselected), the payment method, the total; Yes/No for card or wallet. */
export function DeliveryStep({ product, selection, address, pending, problem, onChangeAddress, onBack, onAddMoney, onBuy }: DeliveryStepProps) {
  const taxInfo = useQuery(taxInfoQueryOptions);
  const amount = Math.round(product.price * selection.qty * 100) / 100;
  const payment = usePaymentSelection({ modes: shopModes, amount, taxPercentage: taxInfo.data?.tax_percentage ?? 0 });
  const [confirming, setConfirming] = useState(false);
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const idealDetails = <IdealDetailsSection suggested={user ? { f_name: user.f_name ?? '', l_name: user.l_name ?? '', email: user.email } : undefined} />;

  const input = (): BuyProductInput | null => {
    if (!address || payment.problem || !payment.selection) return null;
    return {
      product_id: product._id,
      variant_data: { color: selection.color, size: selection.size },
      qty: selection.qty,
      delivery_address_id: address._id,
      ...parsePaymentSelection(payment.selection),
      traceable_data: { route: window.location.pathname },
    };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ready = input();
    if (!ready || !taxInfo.data) {
      payment.revealProblem();
      return;
    }
    if (needsConfirmation(ready.payment_mode)) setConfirming(true);
    else onBuy(ready);
  };

  const confirm = () => {
    const ready = input();
    setConfirming(false);
    if (ready) onBuy(ready);
  };

  if (confirming) {
    return (
      <Stack role="alertdialog" aria-label="Confirm payment">
        <Text>
          Buy {selection.qty} × {product.name} for {taxInfo.data ? paymentSummaryText(amount, taxInfo.data) : amount}?
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)}>
            No
          </Button>
          <Button onClick={confirm} data-autofocus>
            Yes
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Delivery and Payment">
      <Stack>
        <Card withBorder padding="sm" radius="md">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            {address ? (
              <Stack gap={0}>
                <Text fw={500}>Deliver to {address.label}</Text>
                <Text size="sm" c="dimmed">
                  {addressLine(address)}
                </Text>
              </Stack>
            ) : (
              <Text c="dimmed">Add a delivery address to continue.</Text>
            )}
            <Button size="xs" variant="light" onClick={onChangeAddress}>
              {address ? 'Change' : 'Add address'}
            </Button>
          </Group>
        </Card>
        <PaymentMethodSelector state={payment} disabled={pending} idealDetails={idealDetails} />
        {taxInfo.isPending && <Skeleton height={20} aria-label="Loading tax information" />}
        {taxInfo.isError && <QueryErrorAlert error={taxInfo.error} onRetry={() => void taxInfo.refetch()} />}
        {taxInfo.data && (
          <Text fw={600} aria-live="polite">
            {paymentSummaryText(amount, taxInfo.data)}
          </Text>
        )}
        {problem && <PaymentProblem message={problem} onAddMoney={onAddMoney} />}
        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            Back
          </Button>
          <Button type="submit" loading={pending} disabled={!address || !taxInfo.data}>
            Buy now
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
