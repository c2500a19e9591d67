import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WithdrawInput } from '@velvet/contracts';
import { useActionKeys } from '@/shared/api';
import { moneyKeys } from '@/shared/queries';
import { createPayoutAccount, getPayoutAccount, getWithdrawBalance, withdraw } from '../api/withdrawals-api';

const payoutAccountKey = [...moneyKeys.withdrawals, 'payout-account'] as const;

/** Only signed-in users fetch the withdrawable balance (the dialog is for them only). */
export const useWithdrawBalance = () =>
  useQuery({ queryKey: [...moneyKeys.withdrawals, 'balance'], queryFn: ({ signal }) => getWithdrawBalance(signal), staleTime: 0 });

/** The payout account, or null when none was created yet. */
export const usePayoutAccount = () =>
  useQuery({
    queryKey: payoutAccountKey,
    queryFn: ({ signal }) => getPayoutAccount(signal),
    staleTime: 0,
  });

export function useCreatePayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayoutAccount,
    onSuccess: (account) => queryClient.setQueryData(payoutAccountKey, account),
  });
}

export function useWithdraw() {
  const keys = useActionKeys();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WithdrawInput) => withdraw(input, keys.keyFor(input)),
    onSettled: (_withdrawal, error) => {
      keys.settle({ error: error ?? undefined });
      void queryClient.invalidateQueries({ queryKey: moneyKeys.withdrawals });
      void queryClient.invalidateQueries({ queryKey: moneyKeys.earnings });
    },
  });
}
