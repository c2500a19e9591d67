import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationType, PaymentMode, Transaction } from '@velvet/contracts';
import { useState } from 'react';
import { useActionKeys } from '@/shared/api';
import { toUserMessage } from '@/shared/errors';
import { handIdealPaymentToTab, idealMessages } from '@/shared/payment-method';
import { purchaseAnswer, type Settlement } from '../lib/settlement';
import { useSettlement } from './use-settlement';

type CheckoutFlowOptions<I> = {
  /** Sends the purchase with its idempotency key; answers the transaction it made. */
  pay: (input: I, idempotencyKey: string) => Promise<{ transaction: Transaction }>;
  /** The notification that settles a card or iDEAL payment later. */
  notificationType: NotificationType;
  onSucceeded: () => void;
};

/**
 * One purchase through the checkout: the request with an idempotency key per attempt, then either its
 * answer settles it (wallet, or a card charged at once) or it waits for the notification (card, iDEAL in
 * its own tab). Success or failure, every query is refetched: the spec reloads the page here, and a
 * subscription changes the channel, its posts, the wallet and the transactions at once.
 */
export function useCheckoutFlow<I extends { payment_mode: PaymentMode }>({ pay, notificationType, onSucceeded }: CheckoutFlowOptions<I>) {
  const queryClient = useQueryClient();
  const keys = useActionKeys();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const request = useMutation({ mutationFn: ({ input, key }: { input: I; key: string }) => pay(input, key) });

  const refresh = () => void queryClient.invalidateQueries();
  const finish = (settlement: Settlement) => {
    setPendingId(null);
    refresh();
    if (settlement.status === 'success') onSucceeded();
    else setFailure(settlement.reason);
  };
  useSettlement({ type: notificationType, transactionId: pendingId, onSettled: finish });

  /** `idealTab`: the tab opened inside the click for an iDEAL payment (null when the browser refused it). */
  function start(input: I, idealTab: Window | null = null) {
    if (request.isPending || pendingId) return;
    setFailure(null);
    request.mutate(
      { input, key: keys.keyFor(input) },
      {
        onSuccess: ({ transaction }) => {
          keys.settle({});
          const answer = purchaseAnswer(transaction, input.payment_mode);
          if (answer.next === 'settled') {
            idealTab?.close();
            finish(answer.settlement);
            return;
          }
          setPendingId(answer.transactionId);
          if (!answer.sendToBank) return;
          handIdealPaymentToTab({ transactionId: transaction._id, redirectUrl: transaction.redirect_url, tab: idealTab }).catch(() => {
            setPendingId(null);
            setFailure(idealMessages.notStarted);
          });
        },
        onError: (error) => {
          keys.settle({ error });
          idealTab?.close();
          setFailure(toUserMessage(error));
          refresh();
        },
      },
    );
  }

  return {
    start,
    isSubmitting: request.isPending,
    /** A card or iDEAL payment waits for its notification. */
    isWaiting: pendingId !== null,
    failure,
    /** Stops waiting (the user gave up on the bank page); the payment still settles in the background. */
    stopWaiting: () => setPendingId(null),
  };
}
