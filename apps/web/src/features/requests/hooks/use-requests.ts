import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestMessages, type CounterAnswerInput, type FreeServiceUseInput, type RequestInput, type RequestResponseInput, type RequestV2Input } from '@velvet/contracts';
import { isApiRequestError, useActionKeys } from '@/shared/api';
import { toUserMessage } from '@/shared/errors';
import { moneyKeys } from '@/shared/queries';
import { showToast } from '@/shared/ui/toast';
import { answerCounter, getRequest, requestKeys, respondToRequest, sendFreeRequest, sendRequest, sendRequestV2, timeUp } from '../api/requests-api';

const useMoneyRefresh = () => {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: moneyKeys.wallet });
    void queryClient.invalidateQueries({ queryKey: moneyKeys.transactions });
  };
};

/** Sends a paid request; a retry of the same input reuses its idempotency key. */
export function useSendRequest() {
  const keys = useActionKeys();
  const refresh = useMoneyRefresh();
  return useMutation({
    mutationFn: (input: RequestInput | RequestV2Input) => ('payment_mode' in input ? sendRequest(input, keys.keyFor(input)) : sendRequestV2(input, keys.keyFor(input))),
    onSettled: (_answer, error) => {
      keys.settle({ error: error ?? undefined });
      refresh();
    },
  });
}

/** Uses a free service of a subscribed channel; every query refetches (what is left of it changes). */
export function useSendFreeRequest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (input: FreeServiceUseInput) => sendFreeRequest(input), onSettled: () => queryClient.invalidateQueries() });
}

export function useRequest(id: string, enabled = true) {
  return useQuery({ queryKey: requestKeys.request(id), queryFn: ({ signal }) => getRequest(id, signal), enabled });
}

const answeredMessage = (input: RequestResponseInput) =>
  input.status === 1 ? requestMessages.requestAccepted : input.status === 2 ? requestMessages.requestDeclined : requestMessages.counterSent;

/**
 * The creator's answer. Its toasts belong to the mutation, not to the call: the answer's own chat push
 * may unmount the buttons and dialog that sent it before the call's callbacks would run.
 */
export function useRespondToRequest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestResponseInput) => respondToRequest(id, input),
    onSuccess: (request, input) => {
      queryClient.setQueryData(requestKeys.request(id), request);
      showToast({ color: 'green', message: answeredMessage(input) });
    },
    onError: (error, input) =>
      input.counter_offer_price !== undefined
        ? showToast({ color: 'red', title: requestMessages.counterFailed, message: isApiRequestError(error) ? toUserMessage(error) : requestMessages.counterFailedDetail })
        : showToast({ color: 'red', message: toUserMessage(error) ?? requestMessages.failed }),
  });
}

export function useAnswerCounter(id: string) {
  const queryClient = useQueryClient();
  const keys = useActionKeys();
  const refresh = useMoneyRefresh();
  return useMutation({
    mutationFn: (input: CounterAnswerInput) => answerCounter(id, input, keys.keyFor(input)),
    onSuccess: (answer, input) => {
      if (answer.request) queryClient.setQueryData(requestKeys.request(id), answer.request);
      showToast({ color: 'green', message: input.counter_status === 'accepted' ? requestMessages.offerAccepted : requestMessages.offerRejected });
    },
    onSettled: (_answer, error) => {
      keys.settle({ error: error ?? undefined });
      refresh();
    },
  });
}

export function useCallTimer(id: string) {
  const queryClient = useQueryClient();
  const onSuccess = (request: Awaited<ReturnType<typeof timeUp>>) => queryClient.setQueryData(requestKeys.request(id), request);
  return { end: useMutation({ mutationFn: () => timeUp(id), onSuccess }) };
}
