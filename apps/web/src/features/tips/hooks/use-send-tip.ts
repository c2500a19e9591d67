import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TipInput, TipV2Input } from '@velvet/contracts';
import { useActionKeys } from '@/shared/api';
import { moneyKeys } from '@/shared/queries';
import { sendTip, sendTipV2 } from '../api/send-tip';

/**
 * Sends a tip, by a payment mode or (without payment fields) on the hosted wallet's page through the v2
 * call; a retry of the same tip after a lost answer reuses its idempotency key.
 */
export function useSendTip() {
  const queryClient = useQueryClient();
  const keys = useActionKeys();
  return useMutation({
    mutationFn: (tip: TipInput | TipV2Input) => ('payment_mode' in tip ? sendTip(tip, keys.keyFor(tip)) : sendTipV2(tip, keys.keyFor(tip))),
    onSettled: (_transaction, error) => {
      keys.settle({ error: error ?? undefined });
      void queryClient.invalidateQueries({ queryKey: moneyKeys.wallet });
      void queryClient.invalidateQueries({ queryKey: moneyKeys.transactions });
    },
  });
}
