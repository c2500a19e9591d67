import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BuyPackageInput, DirectMessageInput } from '@velvet/contracts';
import { useActionKeys } from '@/shared/api';
import { moneyKeys } from '@/shared/queries';
import { useNotification } from '@/shared/realtime';
import { showToast } from '@/shared/ui/toast';
import { buyPackage, getConsumables, getOnDemandPlans, sendDirectMessage, spendOnCreator } from '../api/consumables-api';
import { consumablesKeys } from '../api/consumables-keys';

export const useConsumables = () => useQuery({ queryKey: consumablesKeys.mine(), queryFn: ({ signal }) => getConsumables(signal) });

export const useOnDemandPlans = () => useQuery({ queryKey: consumablesKeys.plans(), queryFn: ({ signal }) => getOnDemandPlans(signal), staleTime: 5 * 60_000 });

/** Buys a package; the counts refresh when it settles (at once for the wallet, by the notification for iDEAL). */
export function useBuyPackage() {
  const queryClient = useQueryClient();
  const keys = useActionKeys();
  return useMutation({
    mutationFn: ({ planId, packageId, input }: { planId: string; packageId: string; input: BuyPackageInput }) =>
      buyPackage({ planId, packageId, input, idempotencyKey: keys.keyFor({ planId, packageId, ...input }) }),
    onSettled: (_transaction, error) => {
      keys.settle({ error: error ?? undefined });
      void queryClient.invalidateQueries({ queryKey: moneyKeys.wallet });
      void queryClient.invalidateQueries({ queryKey: moneyKeys.transactions });
      void queryClient.invalidateQueries({ queryKey: consumablesKeys.mine() });
    },
  });
}

/** Sends a direct message; the answer carries the counts left. */
export function useSendDirectMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DirectMessageInput) => sendDirectMessage(input),
    onSuccess: (result) => queryClient.setQueryData(consumablesKeys.mine(), result.consumables),
  });
}

/** 'A Consumable-Purchase success increments the matching consumable count; a failure shows an error.' */
export function useConsumablePurchaseUpdates() {
  const queryClient = useQueryClient();
  useNotification('Consumable-Purchase', ({ data, message }) => {
    if (data.status === 'success' || data.success) void queryClient.invalidateQueries({ queryKey: consumablesKeys.mine() });
    else showToast({ color: 'red', message: data.failure_reason ?? message });
  });
}

/** Spends a super like or a poke on a creator; the answer carries the counts left. */
export function useSpendOnCreator(creatorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: 'super_likes' | 'pokes') => spendOnCreator(creatorId, kind),
    onSuccess: (counts) => queryClient.setQueryData(consumablesKeys.mine(), counts),
  });
}
