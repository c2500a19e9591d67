import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListFansQuery } from '@velvet/contracts';
import { sessionQueryScope } from '@/shared/api';
import { deleteList, getList, listFans, myLists, saveList } from '../api/lists';

const listKeys = {
  all: [sessionQueryScope, 'lists'] as const,
  mine: [sessionQueryScope, 'lists', 'mine'] as const,
  one: (id: string) => [sessionQueryScope, 'lists', 'one', id] as const,
  fans: (query: ListFansQuery) => [sessionQueryScope, 'lists', 'fans', query] as const,
};

export const useMyLists = () => useQuery({ queryKey: listKeys.mine, queryFn: ({ signal }) => myLists(signal) });

export const useList = (id: string | null) => useQuery({ queryKey: listKeys.one(id ?? ''), queryFn: ({ signal }) => getList(id!, signal), enabled: id !== null });

/** The fans for the dialog's filters; the previous answer stays shown while the next one loads. */
export const useFans = (query: ListFansQuery | null) =>
  useQuery({ queryKey: listKeys.fans(query ?? {}), queryFn: ({ signal }) => listFans(query!, signal), enabled: query !== null, placeholderData: keepPreviousData });

export function useSaveList() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveList, onSettled: () => void queryClient.invalidateQueries({ queryKey: listKeys.all }) });
}

export function useDeleteList() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteList, onSettled: () => void queryClient.invalidateQueries({ queryKey: listKeys.all }) });
}
