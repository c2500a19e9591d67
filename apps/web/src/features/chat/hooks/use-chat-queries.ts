import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { chatKeys } from '../api/chat-keys';
import { getConversations, getMessagesPage, getPins, getUnreadTotal, openConversation } from '../api/chat-api';

/** The main list (its key is the one pushes update), or the archived or searched one. */
export const useConversations = ({ archived = false, search = '' }: { archived?: boolean; search?: string } = {}) =>
  useQuery({
    queryKey: archived || search ? [...chatKeys.conversations(), 'filtered', archived, search] : chatKeys.conversations(),
    queryFn: ({ signal }) => getConversations(signal, { archived, search }),
    placeholderData: (previous) => previous,
  });

/** The conversation with a user, opened (or started) when the page names them. */
export const useConversationWith = (userId: string) =>
  useQuery({ queryKey: chatKeys.withUser(userId), queryFn: () => openConversation(userId), retry: false });

/** The conversation's messages in pages, newest first; older pages load on demand. */
export const useMessages = (conversationId: string) =>
  useInfiniteQuery({
    queryKey: chatKeys.messages(conversationId),
    queryFn: ({ pageParam, signal }) => getMessagesPage(conversationId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });

export const usePins = (conversationId: string) => useQuery({ queryKey: chatKeys.pins(conversationId), queryFn: ({ signal }) => getPins(conversationId, signal) });

export const useChatUnreadTotal = () => useQuery({ queryKey: chatKeys.unread(), queryFn: ({ signal }) => getUnreadTotal(signal), select: (data) => data.unread });
