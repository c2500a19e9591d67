import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moneyKeys } from '@/shared/queries';
import { updateCard } from '../api/cards-api';

/** Deletes a card or makes it the default; the list is fetched again either way. */
export function useCardAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCard,
    onSettled: () => queryClient.invalidateQueries({ queryKey: moneyKeys.cards }),
  });
}
