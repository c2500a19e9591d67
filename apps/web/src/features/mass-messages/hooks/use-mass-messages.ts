import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { massMessageKeys, myMassMessages, sendMassMessage } from '../api/mass-messages-api';

/** The creator's mass messages; refreshed every 5 s while one is still being delivered. */
export const useMyMassMessages = () =>
  useQuery({
    queryKey: massMessageKeys.mine,
    queryFn: ({ signal }) => myMassMessages(signal),
    refetchInterval: (query) => (query.state.data?.some((message) => message.status === 'sending') ? 5000 : false),
  });

export function useSendMassMessage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendMassMessage, onSettled: () => void queryClient.invalidateQueries({ queryKey: massMessageKeys.mine }) });
}
