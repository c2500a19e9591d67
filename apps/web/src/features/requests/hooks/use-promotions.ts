import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PromotionAcceptInput, PromotionInput } from '@velvet/contracts';
import { useActionKeys } from '@/shared/api';
import { moneyKeys } from '@/shared/queries';
import { acceptPromotion, declinePromotion, sendPromotion } from '../api/requests-api';

/** Sends a promotion; its message reaches the chat through the chat's own push. */
export const useSendPromotion = () => useMutation({ mutationFn: (input: PromotionInput) => sendPromotion(input) });

/** Accepts a promotion by paying: one idempotency key per attempt, reused only while its outcome is unknown. */
export function useAcceptPromotion(id: string) {
  const queryClient = useQueryClient();
  const keys = useActionKeys();
  return useMutation({
    mutationFn: (input: PromotionAcceptInput) => acceptPromotion(id, input, keys.keyFor({ id, ...input })),
    onSettled: (_answer, error) => {
      keys.settle({ error: error ?? undefined });
      void queryClient.invalidateQueries({ queryKey: moneyKeys.wallet });
      void queryClient.invalidateQueries({ queryKey: moneyKeys.transactions });
    },
  });
}

export const useDeclinePromotion = (id: string) => useMutation({ mutationFn: () => declinePromotion(id) });
