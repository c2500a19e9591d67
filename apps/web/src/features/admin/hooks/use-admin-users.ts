import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { searchUsersPage } from '../api/console';
import { decideKyc, pendingKyc, setBanned } from '../api/users';
import { adminKeys } from './admin-keys';

/** Users matching the query, a page at a time; nothing is asked for an empty query. */
export const useUserSearch = (query: string, page = 1) =>
  useQuery({
    queryKey: adminKeys.users(query, page),
    queryFn: ({ signal }) => searchUsersPage({ query, page }, signal),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
  });

// A decision changes what the user page, the searches and the queue counts show: everything of the console is read again.
export function useSetBanned() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setBanned, onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}

export const usePendingKyc = () => useQuery({ queryKey: adminKeys.pendingKyc, queryFn: ({ signal }) => pendingKyc(signal) });

export function useDecideKyc() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: decideKyc, onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}
