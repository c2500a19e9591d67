import { Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { parsePaymentSelection, paymentMessages, sharedItemMessages, type SharedItemMeta } from '@velvet/contracts';
import type { FormEvent } from 'react';
import { PaymentMethodSelector, PurchaseFooter, finishOneOffPurchase, openIdealTab, paymentSummaryText, usePaymentSelection } from '@/shared/payment-method';
import { taxInfoQueryOptions } from '@/shared/queries';
import { useBuySharedItem } from '../hooks/use-shared-items';
import { purchaseRefusal, sharedEntityLabels, sharedItemPrice } from '../lib/shared-item';

/** Buy a shared post, channel or group: the wallet by default, a saved card or iDEAL. */
const sharedItemModes = ['wallet', 'card', 'iDEAL'] as const;

type Props = { conversationId: string; messageId: string; item: SharedItemMeta; onClose: () => void };

/** 'Buy entity from chat': the item, its price with tax, and the payment method. */
export function BuySharedItemModal({ conversationId, messageId, item, onClose }: Props) {
  const taxInfo = useQuery(taxInfoQueryOptions);
  const purchase = useBuySharedItem({ conversationId, messageId });
  const payment = usePaymentSelection({ modes: sharedItemModes, amount: item.price, taxPercentage: taxInfo.data?.tax_percentage ?? 0 });

  // Checked synchronously: an iDEAL tab may only be opened within the click itself.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (purchase.isPending) return;
    if (payment.problem || !payment.selection || !taxInfo.data) {
      payment.revealProblem();
      return;
    }
    const fields = parsePaymentSelection(payment.selection);
    const idealTab = fields.payment_mode === 'iDEAL' ? openIdealTab() : null;
    purchase.mutate(
      { entity_type: item.entity_type, ...fields },
      {
        onSuccess: (transaction) => finishOneOffPurchase({ transaction, idealTab, close: onClose, successMessage: sharedItemMessages.purchased }),
        onError: () => idealTab?.close(),
      },
    );
  };

  const failed = purchase.data?.status === 'Failed' ? purchase.data : null;
  const refusal = purchase.error ? purchaseRefusal(purchase.error) : null;

  return (
    <Modal opened onClose={onClose} title="Buy entity from chat" centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">
            {sharedEntityLabels[item.entity_type]}: <strong>{item.name}</strong>, {sharedItemPrice(item)}.
          </Text>
          {taxInfo.data && (
            <Text size="sm" c="dimmed">
              {paymentSummaryText(item.price, taxInfo.data)}
            </Text>
          )}
          <PaymentMethodSelector state={payment} disabled={purchase.isPending} />
          <PurchaseFooter problem={refusal ?? (failed ? (failed.failure_reason ?? paymentMessages.paymentFailed) : null)} onClose={onClose} submitLabel={sharedItemMessages.buy} pending={purchase.isPending} disabled={!taxInfo.data} />
        </Stack>
      </form>
    </Modal>
  );
}
