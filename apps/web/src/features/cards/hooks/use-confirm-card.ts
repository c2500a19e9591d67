import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moneyKeys } from '@/shared/queries';
import { confirmCard } from '../api/cards-api';
import { isCardNotConfirmedYet } from '../lib/card-messages';

const CONFIRM_ATTEMPTS = 6;

export function useConfirmCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmCard,
    // The browser can come back before the provider's webhook has reached the API.
    retry: (failureCount, error) => isCardNotConfirmedYet(error) && failureCount < CONFIRM_ATTEMPTS - 1,
    retryDelay: 1500,
    onSettled: () => queryClient.invalidateQueries({ queryKey: moneyKeys.cards }),
  });
}
