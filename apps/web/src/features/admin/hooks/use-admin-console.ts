import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminTransactionsQuery, AuditQueryInput, DisputesQueryInput } from '@velvet/contracts';
import { adminSummary, decideAppeal, listDisputes, searchAudit, searchTransactions, userDetails } from '../api/console';
import { pendingAppeals } from '../api/payout-review';
import { adminKeys } from './admin-keys';

const SUMMARY_REFRESH_MS = 30_000;

/** The queue counts of the console's navigation, kept fresh while staff work. */
export const useAdminSummary = () =>
  useQuery({ queryKey: adminKeys.summary, queryFn: ({ signal }) => adminSummary(signal), refetchInterval: SUMMARY_REFRESH_MS });

export const useUserDetails = (userId: string) => useQuery({ queryKey: adminKeys.user(userId), queryFn: ({ signal }) => userDetails(userId, signal) });

/** Transactions by id, by user, or the newest, with a "Load more" for the next keyset page. */
export const useTransactionSearch = (query: AdminTransactionsQuery, enabled = true) =>
  useInfiniteQuery({
    queryKey: adminKeys.transactions(query),
    queryFn: ({ signal, pageParam }) => searchTransactions({ ...query, ...pageParam }, signal),
    initialPageParam: {} as { d?: string; t?: string },
    getNextPageParam: (last) => last.next ?? undefined,
    enabled,
    placeholderData: keepPreviousData,
  });

export const useAuditSearch = (query: AuditQueryInput) =>
  useInfiniteQuery({
    queryKey: adminKeys.audit(query),
    queryFn: ({ signal, pageParam }) => searchAudit({ ...query, before: pageParam }, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    placeholderData: keepPreviousData,
  });

export const useDisputes = (query: DisputesQueryInput) =>
  useQuery({ queryKey: adminKeys.disputes(query), queryFn: ({ signal }) => listDisputes(query, signal), placeholderData: keepPreviousData });

export const usePendingAppealsQueue = () => useQuery({ queryKey: adminKeys.appeals, queryFn: ({ signal }) => pendingAppeals(signal) });

export function useDecideAppeal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: decideAppeal, onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}
