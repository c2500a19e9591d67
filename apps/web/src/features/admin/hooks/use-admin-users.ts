import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionQueryScope } from '@/shared/api';
import { decideKyc, pendingKyc, searchUsers, setBanned } from '../api/users';

const adminKeys = {
  users: (query: string) => [sessionQueryScope, 'admin', 'users', query] as const,
  allUsers: [sessionQueryScope, 'admin', 'users'] as const,
  pendingKyc: [sessionQueryScope, 'admin', 'kyc', 'pending'] as const,
};

export const useUserSearch = (query: string) =>
  useQuery({ queryKey: adminKeys.users(query), queryFn: ({ signal }) => searchUsers(query, signal), enabled: query.length > 0, placeholderData: keepPreviousData });

export function useSetBanned() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setBanned, onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.allUsers }) });
}

export const usePendingKyc = () => useQuery({ queryKey: adminKeys.pendingKyc, queryFn: ({ signal }) => pendingKyc(signal) });

export function useDecideKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideKyc,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.pendingKyc });
      void queryClient.invalidateQueries({ queryKey: adminKeys.allUsers });
    },
  });
}
