import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '@/features/auth/api/get-me';
import { useNotification } from '@/shared/realtime';
import { startKycSession } from '../api/kyc';

/** Starts a verification and sends the browser to the provider's page, which returns to /settings/kyc. */
export const useStartKyc = () =>
  useMutation({
    mutationFn: startKycSession,
    onSuccess: ({ url }) => window.location.assign(url),
  });

/** The account is refetched when the provider's decision is pushed (KYC-Status). */
export function useKycDecisionRefetch() {
  const queryClient = useQueryClient();
  useNotification('KYC-Status', () => void queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey }));
}
