import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TipInput } from '@velvet/contracts';
import { useActionKeys } from '@/shared/api';
import { moneyKeys } from '@/shared/queries';
import { sendTip } from '../api/send-tip';

/** Sends a tip; a retry of the same tip after a lost answer reuses its idempotency key. */
export function useSendTip() {
  const queryClient = useQueryClient();
  const keys = useActionKeys();
  return useMutation({
    mutationFn: (tip: TipInput) => sendTip(tip, keys.keyFor(tip)),
    onSettled: (_transaction, error) => {
      keys.settle({ error: error ?? undefined });
      void queryClient.invalidateQueries({ queryKey: moneyKeys.wallet });
      void queryClient.invalidateQueries({ queryKey: moneyKeys.transactions });
    },
  });
}
