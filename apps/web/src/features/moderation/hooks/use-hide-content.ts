import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionQueryScope } from '@/shared/api';
import { hideContent } from '../api/moderation';

/** Takes content down; the admin queues (reports, counts) read again after it. */
export function useHideContent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: hideContent, onSettled: () => void queryClient.invalidateQueries({ queryKey: [sessionQueryScope, 'admin'] }) });
}
