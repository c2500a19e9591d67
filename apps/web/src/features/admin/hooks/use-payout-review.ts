import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionQueryScope } from '@/shared/api';
import { approveWithdrawal, awaitingWithdrawals, rejectWithdrawal } from '../api/payout-review';
import { adminKeys } from './admin-keys';

const withdrawalsKey = [sessionQueryScope, 'admin', 'withdrawals', 'awaiting'] as const;

export const useAwaitingWithdrawals = () => useQuery({ queryKey: withdrawalsKey, queryFn: ({ signal }) => awaitingWithdrawals(signal) });

export function useApproveWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveWithdrawal, onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}

export function useRejectWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rejectWithdrawal, onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}
