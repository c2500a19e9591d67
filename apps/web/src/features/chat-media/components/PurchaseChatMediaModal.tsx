import { Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { chatMediaMessages, formatUsd, parsePaymentSelection, paymentMessages, type ChatMediaView } from '@velvet/contracts';
import type { FormEvent } from 'react';
import { toUserMessage } from '@/shared/errors';
import { PaymentMethodSelector, PurchaseFooter, finishOneOffPurchase, openIdealTab, paymentSummaryText, usePaymentSelection } from '@/shared/payment-method';
import { taxInfoQueryOptions } from '@/shared/queries';
import { usePurchaseChatMedia } from '../hooks/use-chat-media';
import { purchasePayload } from '../lib/paid-media';

/** 'Chat media purchase: wallet and iDEAL only'. */
const chatMediaModes = ['wallet', 'iDEAL'] as const;

type Props = { view: ChatMediaView; opened: boolean; onClose: () => void };

/** 'Purchase chat media': the fee and the payment method; success unlocks the message for this fan. */
export function PurchaseChatMediaModal({ view, opened, onClose }: Props) {
  const taxInfo = useQuery(taxInfoQueryOptions);
  const purchase = usePurchaseChatMedia();
  const payment = usePaymentSelection({ modes: chatMediaModes, amount: view.media_fee, taxPercentage: taxInfo.data?.tax_percentage ?? 0 });

  // Checked synchronously: an iDEAL tab may only be opened within the click itself.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (purchase.isPending) return;
    if (payment.problem || !payment.selection || !taxInfo.data) {
      payment.revealProblem();
      return;
    }
    const mode = parsePaymentSelection(payment.selection).payment_mode === 'iDEAL' ? 'iDEAL' : 'wallet';
    const idealTab = mode === 'iDEAL' ? openIdealTab() : null;
    purchase.mutate(purchasePayload(view, mode), {
      onSuccess: (transaction) => finishOneOffPurchase({ transaction, idealTab, close: onClose, successMessage: chatMediaMessages.unlocked }),
      onError: () => idealTab?.close(),
    });
  };

  const failed = purchase.data?.status === 'Failed' ? purchase.data : null;
  const refusal = purchase.error ? toUserMessage(purchase.error) : null;

  return (
    <Modal opened={opened} onClose={onClose} title="Purchase chat media" centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">Unlock this message for {formatUsd(view.media_fee)}.</Text>
          {taxInfo.data && (
            <Text size="sm" c="dimmed">
              {paymentSummaryText(view.media_fee, taxInfo.data)}
            </Text>
          )}
          <PaymentMethodSelector state={payment} disabled={purchase.isPending} />
          <PurchaseFooter problem={refusal ?? (failed ? (failed.failure_reason ?? paymentMessages.paymentFailed) : null)} onClose={onClose} submitLabel="Unlock" pending={purchase.isPending} disabled={!taxInfo.data} />
        </Stack>
      </form>
    </Modal>
  );
}
