import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cardMessages, messages, walletMessages, type DepositInput, type NotificationData } from '@velvet/contracts';
import { useEffect, useEffectEvent, useReducer, useRef } from 'react';
import { useActionKeys } from '@/shared/api';
import { toUserMessage } from '@/shared/errors';
import { showResultDialog } from '@/shared/modals';
import { handIdealPaymentToTab, idealMessages } from '@/shared/payment-method';
import { moneyKeys, transactionQueryOptions } from '@/shared/queries';
import { useNotification } from '@/shared/realtime';
import { paths } from '@/shared/routing/paths';
import { deposit } from '../api/wallet-api';
import { depositFlowReducer, idleDeposit, type DepositMode } from '../lib/deposit-flow';

/** The spec's pause between the Wallet-Recharge notification and the 'Deposit Successful' popup. */
const SUCCESS_POPUP_DELAY_MS = 500;
/** How often a pending deposit is asked for: the card fallback if the socket missed the notification, and iDEAL. */
const POLL_MS = { card: 4000, iDEAL: 3000 } as const;
/** How long the form waits before it lets the deposit finish in the background (the bank may take a while). */
const WAIT_MS = { card: 60_000, iDEAL: 15 * 60_000 } as const;


type DepositFlowOptions = {
  /** After a successful card deposit: close or reset the form. */
  onSucceeded?: () => void;
};

/** Runs deposits: the request with its idempotency key, the processing flag, the notification, the iDEAL tab. */
export function useDepositFlow({ onSucceeded }: DepositFlowOptions = {}) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(depositFlowReducer, idleDeposit);
  const keys = useActionKeys();
  // Notifications that arrive before the deposit's own answer does.
  const earlyNotifications = useRef(new Map<string, NotificationData['status']>());
  const succeeded = useEffectEvent(() => onSucceeded?.());
  const request = useMutation({
    mutationFn: ({ input, key }: { input: DepositInput; key: string }) => deposit(input, key),
  });

  useNotification('Wallet-Recharge', ({ data }) => {
    if (state.phase === 'submitting' && data.transaction_id) earlyNotifications.current.set(data.transaction_id, data.status);
    dispatch({ type: 'notified', status: data.status, transactionId: data.transaction_id });
  });

  const processingId = state.phase === 'processing' ? state.transactionId : null;
  const polled = useQuery({
    ...transactionQueryOptions(processingId ?? ''),
    enabled: processingId !== null,
    refetchInterval: state.phase === 'processing' ? POLL_MS[state.mode] : false,
    staleTime: 0,
  });
  useEffect(() => {
    if (!polled.data) return;
    dispatch({ type: 'polled', transactionId: polled.data._id, status: polled.data.status, failureReason: polled.data.failure_reason });
  }, [polled.data]);

  useEffect(() => {
    if (state.phase !== 'processing') return;
    const timer = window.setTimeout(() => dispatch({ type: 'waitedTooLong' }), WAIT_MS[state.mode]);
    return () => window.clearTimeout(timer);
  }, [state]);

  useEffect(() => {
    if (state.phase !== 'succeeded' && state.phase !== 'failed') return;
    void queryClient.invalidateQueries({ queryKey: moneyKeys.wallet });
    void queryClient.invalidateQueries({ queryKey: moneyKeys.transactions });
    // The spec does not show the result of an iDEAL deposit: the balance simply changes.
    if (state.mode === 'iDEAL') {
      dispatch({ type: 'reset' });
      return;
    }
    if (state.phase === 'failed') {
      // A refused charge names its reason; a failed Wallet-Recharge notification does not.
      showResultDialog({ kind: 'error', title: 'Error', message: state.reason ?? messages.somethingWentWrong });
      dispatch({ type: 'reset' });
      return;
    }
    const { transactionId } = state;
    const timer = window.setTimeout(() => {
      succeeded();
      showResultDialog({
        kind: 'success',
        title: walletMessages.depositSuccessful,
        ...(state.mode === 'card' && { message: cardMessages.statementNote }),
        action: { label: 'Transaction Details', to: paths.transactionDetails.to(transactionId) },
      });
      dispatch({ type: 'reset' });
    }, SUCCESS_POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [state, queryClient]);

  /**
   * Starts a deposit. For iDEAL, `idealTab` is the tab the click opened (null when a popup blocker refused
   * it: the bank page then opens in this tab).
   */
  // The deposit form offers a saved card or iDEAL; the API also takes the hosted wallet, which this flow does not drive.
  function start(input: DepositInput & { payment_mode: DepositMode }, idealTab?: Window | null) {
    const mode: DepositMode = input.payment_mode;
    if (state.phase === 'submitting' || state.phase === 'processing') return;
    dispatch({ type: 'submitted', mode });
    earlyNotifications.current.clear();
    request.mutate(
      { input, key: keys.keyFor(input) },
      {
        onSuccess: (result) => {
          keys.settle({});
          dispatch({ type: 'answered', result });
          const early = earlyNotifications.current.get(result.transaction_id);
          if (early) dispatch({ type: 'notified', status: early, transactionId: result.transaction_id });
          if (mode === 'iDEAL') handToBank(result.transaction_id, result.redirect_url, idealTab ?? null);
        },
        onError: (error) => {
          keys.settle({ error });
          idealTab?.close();
          dispatch({ type: 'refused', message: toUserMessage(error) });
        },
      },
    );
  }

  function handToBank(transactionId: string, redirectUrl: string | null, tab: Window | null) {
    handIdealPaymentToTab({ transactionId, redirectUrl, tab }).catch(() => {
      dispatch({ type: 'reset' });
      showResultDialog({ kind: 'error', title: 'Error', message: idealMessages.notStarted });
    });
  }

  return {
    state,
    start,
    /** The card-processing flag, or the wait for the bank. */
    isBusy: state.phase === 'submitting' || state.phase === 'processing',
    /** Forgets a refusal, or stops waiting for an iDEAL payment the user abandoned. */
    reset: () => dispatch({ type: 'reset' }),
  };
}
