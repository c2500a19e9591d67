import type { QueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@velvet/contracts';
import { chatKeys } from '../api/chat-keys';
import { upsertMessage, type MessagePages } from '../lib/chat-cache';

/**
 * Puts a sent, pushed or edited message into its conversation's cached thread. While the thread's
 * first page is still loading there is nothing to add it to, and the page on its way may have been
 * read before the message was written, so that load is dropped and a shown thread loads again (a
 * plain refetch would join the load on its way: TanStack Query cancels only loads of cached data).
 */
export function storeMessage(queryClient: QueryClient, message: ChatMessage): void {
  const key = chatKeys.messages(message.converse_id);
  if (queryClient.getQueryData<MessagePages>(key)) {
    queryClient.setQueryData<MessagePages>(key, (data) => upsertMessage(data, message));
    return;
  }
  void queryClient.cancelQueries({ queryKey: key, exact: true }).then(() => queryClient.refetchQueries({ queryKey: key, exact: true, type: 'active' }));
}
