import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatMediaPurchaseInput, ChatMediaSendInput } from '@velvet/contracts';
import { useActionKeys } from '@/shared/api';
import { moneyKeys } from '@/shared/queries';
import { getChatMedia, purchaseChatMedia, sendPaidMedia } from '../api/chat-media-api';
import { chatMediaKeys } from '../api/chat-media-keys';

/** A paid message's media as the viewer may see them. */
export const useChatMedia = (id: string, unlocked: boolean) => useQuery({ queryKey: chatMediaKeys.detail(id, unlocked), queryFn: ({ signal }) => getChatMedia(id, signal) });

/** Sends a paid message; it reaches the conversation through the chat's own push. */
export const useSendPaidMedia = () => useMutation({ mutationFn: (input: ChatMediaSendInput) => sendPaidMedia(input) });

/** 'Purchase chat media': one idempotency key per attempt, reused only while its outcome is unknown. */
export function usePurchaseChatMedia() {
  const queryClient = useQueryClient();
  const keys = useActionKeys();
  return useMutation({
    mutationFn: (input: ChatMediaPurchaseInput) => purchaseChatMedia(input, keys.keyFor(input)),
    onSettled: (_transaction, error) => {
      keys.settle({ error: error ?? undefined });
      void queryClient.invalidateQueries({ queryKey: moneyKeys.wallet });
      void queryClient.invalidateQueries({ queryKey: moneyKeys.transactions });
      void queryClient.invalidateQueries({ queryKey: chatMediaKeys.all });
    },
  });
}
