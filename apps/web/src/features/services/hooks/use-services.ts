import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatFeePurchaseInput, ChatFeePurchaseV2Input, ServiceInput, ServicePatch } from '@velvet/contracts';
import { useSession } from '@/features/auth/hooks/use-session';
import { useActionKeys } from '@/shared/api';
import { moneyKeys } from '@/shared/queries';
import { createService, deleteService, getPublicServices, getServices, purchaseChatFee, purchaseChatFeeV2, registerInterest, serviceKeys, updateService } from '../api/services-api';

/**
 * A creator's services as the viewer sees them. Guests read the public list; a signed-in viewer reads
 * the full answer, with what they can use now ('Ready to use') and their free services.
 */
export function useCreatorServices(creatorId: string, options: { enabled?: boolean } = {}) {
  const session = useSession();
  const guest = session.status === 'guest';
  const enabled = (options.enabled ?? true) && session.status !== 'loading';
  return useQuery({
    queryKey: guest ? serviceKeys.publicList(creatorId) : serviceKeys.list(creatorId),
    queryFn: async ({ signal }) =>
      guest ? { data: await getPublicServices(creatorId, signal), subscribed_services: [], free_services: [] } : getServices(creatorId, signal),
    enabled,
  });
}

/** The signed-in creator's own services, inactive and unpriced ones included. */
export const useMyServices = () => useQuery({ queryKey: serviceKeys.list('mine'), queryFn: ({ signal }) => getServices(undefined, signal) });

function useRefreshServices() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: serviceKeys.all });
}

export function useSaveService() {
  const refresh = useRefreshServices();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ServiceInput | ServicePatch }) => (id ? updateService(id, input) : createService(input as ServiceInput)),
    onSuccess: refresh,
  });
}

export function useDeleteService() {
  const refresh = useRefreshServices();
  return useMutation({ mutationFn: deleteService, onSuccess: refresh });
}

export const useRegisterInterest = () => useMutation({ mutationFn: registerInterest });

/** Buys a chat fee; a retry of the same purchase after a lost answer reuses its idempotency key. */
export function usePurchaseChatFee() {
  const queryClient = useQueryClient();
  const keys = useActionKeys();
  return useMutation({
    mutationFn: (input: ChatFeePurchaseInput | ChatFeePurchaseV2Input) => ('payment_mode' in input ? purchaseChatFee(input, keys.keyFor(input)) : purchaseChatFeeV2(input, keys.keyFor(input))),
    onSettled: (_transaction, error) => {
      keys.settle({ error: error ?? undefined });
      void queryClient.invalidateQueries({ queryKey: serviceKeys.all });
      void queryClient.invalidateQueries({ queryKey: moneyKeys.wallet });
      void queryClient.invalidateQueries({ queryKey: moneyKeys.transactions });
    },
  });
}
