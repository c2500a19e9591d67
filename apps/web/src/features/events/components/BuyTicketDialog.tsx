import { Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { displayStatus, eventMessages, parsePaymentSelection, paymentMessages, type Event } from '@velvet/contracts';
import type { FormEvent } from 'react';
import { toUserMessage } from '@/shared/errors';
import { PaymentMethodSelector, PurchaseFooter, SKRILL_SELECTION, finishOneOffPurchase, openIdealTab, paymentSummaryText, usePaymentSelection } from '@/shared/payment-method';
import { taxInfoQueryOptions } from '@/shared/queries';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { showToast } from '@/shared/ui/toast';
import { ON_WALLET_PAGE, useBuyTicket } from '../hooks/use-events';
import { describeStart, priceLabel, viewerTimeZone } from '../lib/event-time';

// Ticket is one of the hosted wallet's (the skrill-flagged provider's) types.
const ticketModes = ['wallet', 'card', 'iDEAL', 'skrill'] as const;

type BuyTicketDialogProps = { event: Event; onClose: () => void };

/** Buy ticket: the price with its tax and fee, a payment method, then one `Ticket` purchase of the checkout (free: no payment). */
export function BuyTicketDialog({ event, onClose }: BuyTicketDialogProps) {
  const free = event.price === 0;
  const taxInfo = useQuery(taxInfoQueryOptions);
  const buy = useBuyTicket(event._id);
  const payment = usePaymentSelection({ modes: ticketModes, amount: event.price, taxPercentage: taxInfo.data?.tax_percentage ?? 0 });

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    if (buy.isPending) return;
    if (free) {
      buy.mutate({ payment_mode: 'wallet' }, { onSuccess: () => (onClose(), showToast({ color: 'green', message: eventMessages.ticketBought })) });
      return;
    }
    if (payment.problem || !payment.selection || !taxInfo.data) {
      payment.revealProblem();
      return;
    }
    const selected = payment.selection === SKRILL_SELECTION ? null : parsePaymentSelection(payment.selection);
    // Opened within the click itself, as browsers allow only then.
    const idealTab = selected?.payment_mode === 'iDEAL' ? openIdealTab() : null;
    buy.mutate(selected ?? ON_WALLET_PAGE, {
      onSuccess: ({ transaction }) => transaction && finishOneOffPurchase({ transaction, idealTab, close: onClose, successMessage: eventMessages.ticketBought }),
      onError: () => idealTab?.close(),
    });
  };

  const failed = buy.data?.transaction && displayStatus(buy.data.transaction.status) === 'failed' ? buy.data.transaction : null;
  const refusal = buy.error ? toUserMessage(buy.error) : null;

  return (
    <Modal opened onClose={onClose} title="Buy ticket">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text fw={600}>{event.title}</Text>
          <Text size="sm" c="dimmed">
            {describeStart(event, viewerTimeZone())}
          </Text>
          {free ? (
            <Text>This event is free.</Text>
          ) : (
            <>
              <PaymentMethodSelector state={payment} disabled={buy.isPending} />
              {taxInfo.isPending && <Skeleton height={20} aria-label="Loading tax information" />}
              {taxInfo.isError && <QueryErrorAlert error={taxInfo.error} onRetry={() => void taxInfo.refetch()} />}
              {taxInfo.data && (
                <Text fw={600} aria-live="polite">
                  {paymentSummaryText(event.price, taxInfo.data)}
                </Text>
              )}
            </>
          )}
          <PurchaseFooter problem={refusal ?? (failed ? (failed.failure_reason ?? paymentMessages.paymentFailed) : null)} onClose={onClose} submitLabel={free ? 'Get free ticket' : `Pay ${priceLabel(event.price)} + tax`} pending={buy.isPending} disabled={!free && !taxInfo.data} />
        </Stack>
      </form>
    </Modal>
  );
}
