import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnsubscribeInput } from '@velvet/contracts';
import { unsubscribe, type TargetRef } from '../api/subscriptions-api';

/** Cancels a subscription: it runs to its end and is not charged again. Every query refetches (the spec reloads). */
export function useUnsubscribe(target: TargetRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UnsubscribeInput) => unsubscribe(target, input),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
