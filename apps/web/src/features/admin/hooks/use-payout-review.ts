import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionQueryScope } from '@/shared/api';
import { approveWithdrawal, awaitingWithdrawals, openDisputes, pendingAppeals, rejectWithdrawal } from '../api/payout-review';

const keys = {
  admin: [sessionQueryScope, 'admin'] as const,
  withdrawals: [sessionQueryScope, 'admin', 'withdrawals', 'awaiting'] as const,
  disputes: [sessionQueryScope, 'admin', 'disputes', 'open'] as const,
  appeals: [sessionQueryScope, 'admin', 'moderation', 'appeals'] as const,
};

export const useAwaitingWithdrawals = () => useQuery({ queryKey: keys.withdrawals, queryFn: ({ signal }) => awaitingWithdrawals(signal) });
export const useOpenDisputes = () => useQuery({ queryKey: keys.disputes, queryFn: ({ signal }) => openDisputes(signal) });
export const usePendingAppeals = () => useQuery({ queryKey: keys.appeals, queryFn: ({ signal }) => pendingAppeals(signal) });

export function useApproveWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveWithdrawal, onSettled: () => void queryClient.invalidateQueries({ queryKey: keys.admin }) });
}

export function useRejectWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rejectWithdrawal, onSettled: () => void queryClient.invalidateQueries({ queryKey: keys.admin }) });
}
