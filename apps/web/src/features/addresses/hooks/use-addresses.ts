import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddressInput, AddressPatch } from '@velvet/contracts';
import { addressKeys, createAddress, deleteAddress, getAddresses, updateAddress } from '../api/addresses-api';

/** The signed-in user's delivery addresses, the default first. */
export const useAddresses = (options: { enabled?: boolean } = {}) =>
  useQuery({ queryKey: addressKeys.all, queryFn: ({ signal }) => getAddresses(signal), enabled: options.enabled ?? true });

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: addressKeys.all });
}

export function useSaveAddress() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: AddressInput | AddressPatch }) => (id ? updateAddress(id, input) : createAddress(input as AddressInput)),
    onSuccess: refresh,
  });
}

export function useDeleteAddress() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: deleteAddress, onSuccess: refresh });
}
