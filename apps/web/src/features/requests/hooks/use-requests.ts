import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CounterAnswerInput, RequestInput, RequestResponseInput } from '@velvet/contracts';
import { useActionKeys } from '@/shared/api';
import { moneyKeys } from '@/shared/queries';
import { answerCounter, getRequest, requestKeys, respondToRequest, sendRequest, startTimer, timeUp } from '../api/requests-api';

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
    mutationFn: (input: RequestInput) => sendRequest(input, keys.keyFor(input)),
    onSettled: (_answer, error) => {
      keys.settle({ error: error ?? undefined });
      refresh();
    },
  });
}

export function useRequest(id: string, enabled = true) {
  return useQuery({ queryKey: requestKeys.request(id), queryFn: ({ signal }) => getRequest(id, signal), enabled });
}

export function useRespondToRequest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestResponseInput) => respondToRequest(id, input),
    onSuccess: (request) => queryClient.setQueryData(requestKeys.request(id), request),
  });
}

export function useAnswerCounter(id: string) {
  const queryClient = useQueryClient();
  const keys = useActionKeys();
  const refresh = useMoneyRefresh();
  return useMutation({
    mutationFn: (input: CounterAnswerInput) => answerCounter(id, input, keys.keyFor(input)),
    onSuccess: (answer) => answer.request && queryClient.setQueryData(requestKeys.request(id), answer.request),
    onSettled: (_answer, error) => {
      keys.settle({ error: error ?? undefined });
      refresh();
    },
  });
}

export function useCallTimer(id: string) {
  const queryClient = useQueryClient();
  const onSuccess = (request: Awaited<ReturnType<typeof startTimer>>) => queryClient.setQueryData(requestKeys.request(id), request);
  return { start: useMutation({ mutationFn: () => startTimer(id), onSuccess }), end: useMutation({ mutationFn: () => timeUp(id), onSuccess }) };
}
