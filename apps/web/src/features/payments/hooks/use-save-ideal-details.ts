import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moneyKeys } from '@/shared/queries';
import { saveIdealDetails } from '../api/ideal-details-api';

export function useSaveIdealDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveIdealDetails,
    onSuccess: (_answer, details) => queryClient.setQueryData(moneyKeys.idealDetails, details),
  });
}
