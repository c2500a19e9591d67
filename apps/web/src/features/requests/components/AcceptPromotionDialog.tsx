import { Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { parsePaymentSelection, paymentMessages, promotionMessages } from '@velvet/contracts';
import type { FormEvent } from 'react';
import { toUserMessage } from '@/shared/errors';
import { PaymentMethodSelector, PurchaseFooter, finishOneOffPurchase, openIdealTab, paymentSummaryText, usePaymentSelection } from '@/shared/payment-method';
import { taxInfoQueryOptions } from '@/shared/queries';
import { useAcceptPromotion } from '../hooks/use-promotions';

const promotionModes = ['wallet', 'card', 'iDEAL'] as const;

type Props = { promotionId: string; title: string; price: number; onClose: () => void };

/** Accepting a promotion pays its price; a failed payment reads 'Error! Please try again later.'. */
export function AcceptPromotionDialog({ promotionId, title, price, onClose }: Props) {
  const taxInfo = useQuery(taxInfoQueryOptions);
  const accept = useAcceptPromotion(promotionId);
  const payment = usePaymentSelection({ modes: promotionModes, amount: price, taxPercentage: taxInfo.data?.tax_percentage ?? 0 });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (accept.isPending) return;
    if (payment.problem || !payment.selection || !taxInfo.data) {
      payment.revealProblem();
      return;
    }
    const fields = parsePaymentSelection(payment.selection);
    const idealTab = fields.payment_mode === 'iDEAL' ? openIdealTab() : null;
    accept.mutate(fields, {
      onSuccess: ({ transaction }) => finishOneOffPurchase({ transaction, idealTab, close: onClose, successMessage: promotionMessages.accepted }),
      onError: () => idealTab?.close(),
    });
  };

  const failed = accept.error !== null || accept.data?.transaction.status === 'Failed';
  // A short wallet keeps the wallet's words and its button; any other failure reads as the spec says.
  const shortWallet = accept.error !== null && toUserMessage(accept.error) === paymentMessages.insufficientBalance;

  return (
    <Modal opened onClose={onClose} title="Accept promotion" centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">
            {title} for ${price.toFixed(2)}.
          </Text>
          {taxInfo.data && (
            <Text size="sm" c="dimmed">
              {paymentSummaryText(price, taxInfo.data)}
            </Text>
          )}
          <PaymentMethodSelector state={payment} disabled={accept.isPending} />
          <PurchaseFooter problem={failed ? (shortWallet ? paymentMessages.insufficientBalance : promotionMessages.paymentFailed) : null} onClose={onClose} submitLabel="Accept" pending={accept.isPending} disabled={!taxInfo.data} />
        </Stack>
      </form>
    </Modal>
  );
}
