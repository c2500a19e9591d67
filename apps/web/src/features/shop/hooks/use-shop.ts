import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BuyProductInput, ProductInput, ProductPatch } from '@velvet/contracts';
import { useActionKeys } from '@/shared/api';
import { moneyKeys } from '@/shared/queries';
import { addOrderComment, buyProduct, cancelOrder, createProduct, deleteProduct, getMyOrders, getOrder, getProducts, getShopTags, getSoldProducts, getTrending, shopKeys, updateOrderStatus, updateProduct, type TrendingQuery } from '../api/shop-api';

export const useProducts = (creatorId: string, page = 1) =>
  useQuery({ queryKey: shopKeys.products(creatorId, page), queryFn: ({ signal }) => getProducts(creatorId, page, signal), placeholderData: keepPreviousData });

export const useSoldProducts = (page: number) => useQuery({ queryKey: shopKeys.sold(page), queryFn: ({ signal }) => getSoldProducts(page, signal) });

export const useOrder = (id: string) => useQuery({ queryKey: shopKeys.order(id), queryFn: ({ signal }) => getOrder(id, signal) });

function useRefreshShop() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: shopKeys.all });
}

export function useSaveProduct() {
  const refresh = useRefreshShop();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ProductInput | ProductPatch }) => (id ? updateProduct(id, input) : createProduct(input as ProductInput)),
    onSuccess: refresh,
  });
}

export function useDeleteProduct() {
  const refresh = useRefreshShop();
  return useMutation({ mutationFn: deleteProduct, onSuccess: refresh });
}

/** Buys a product; a retry of the same purchase after a lost answer reuses its idempotency key. */
export function useBuyProduct() {
  const queryClient = useQueryClient();
  const keys = useActionKeys();
  return useMutation({
    mutationFn: (input: BuyProductInput) => buyProduct(input, keys.keyFor(input)),
    onSettled: (_transaction, error) => {
      keys.settle({ error: error ?? undefined });
      void queryClient.invalidateQueries({ queryKey: shopKeys.all });
      void queryClient.invalidateQueries({ queryKey: moneyKeys.wallet });
      void queryClient.invalidateQueries({ queryKey: moneyKeys.transactions });
    },
  });
}

export function useUpdateOrderStatus() {
  const refresh = useRefreshShop();
  return useMutation({ mutationFn: ({ id, status }: { id: string; status: 'Shipped' | 'Delivered' }) => updateOrderStatus(id, status), onSuccess: refresh });
}

export function useAddOrderComment() {
  const refresh = useRefreshShop();
  return useMutation({ mutationFn: ({ id, comment }: { id: string; comment: string }) => addOrderComment(id, comment), onSuccess: refresh });
}

/** The shop page across creators, one page at a time (the last page stays shown while the next loads). */
export const useTrendingProducts = (query: TrendingQuery) =>
  useQuery({ queryKey: shopKeys.trending(query), queryFn: ({ signal }) => getTrending(query, signal), placeholderData: keepPreviousData });

export const useShopTags = () => useQuery({ queryKey: shopKeys.tags, queryFn: ({ signal }) => getShopTags(signal) });

export const useMyOrders = (page: number) => useQuery({ queryKey: shopKeys.myOrders(page), queryFn: ({ signal }) => getMyOrders(page, signal), placeholderData: keepPreviousData });

/** The buyer cancels an order before it ships; the wallet and transactions refresh with the refund. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: shopKeys.all });
      void queryClient.invalidateQueries({ queryKey: moneyKeys.wallet });
      void queryClient.invalidateQueries({ queryKey: moneyKeys.transactions });
    },
  });
}
