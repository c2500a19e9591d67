import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatShareInput, SharedItemBuyInput } from '@velvet/contracts';
import { useActionKeys } from '@/shared/api';
import { moneyKeys } from '@/shared/queries';
import { buySharedItem, shareItem } from '../api/shared-items-api';
import { chatKeys } from '../api/chat-keys';

/** Shares an item; the message reaches the conversation through the chat's own push. */
export const useShareItem = () => useMutation({ mutationFn: (input: ChatShareInput) => shareItem(input) });

/** Buys a shared item: one idempotency key per attempt, reused only while its outcome is unknown. */
export function useBuySharedItem({ conversationId, messageId }: { conversationId: string; messageId: string }) {
  const queryClient = useQueryClient();
  const keys = useActionKeys();
  return useMutation({
    mutationFn: (input: SharedItemBuyInput) => buySharedItem(messageId, input, keys.keyFor({ messageId, ...input })),
    onSettled: (_transaction, error) => {
      keys.settle({ error: error ?? undefined });
      void queryClient.invalidateQueries({ queryKey: moneyKeys.wallet });
      void queryClient.invalidateQueries({ queryKey: moneyKeys.transactions });
      void queryClient.invalidateQueries({ queryKey: chatKeys.messages(conversationId) });
    },
  });
}
