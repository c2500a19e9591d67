import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatEvents, chatMessageSchema, socketEvents, type ChatPinInput, type ChatSendInput } from '@velvet/contracts';
import { realtime } from '@/shared/realtime';
import { chatKeys } from '../api/chat-keys';
import { editMessage, markRead, pinMessage } from '../api/chat-api';
import { upsertMessage, type MessagePages } from '../lib/chat-cache';
import { z } from 'zod';

/** Sends over the socket with an acknowledgement ('Socket not connected!' while it is down). */
export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: Omit<ChatSendInput, 'channel_id'>) => realtime.emitWithAck(chatEvents.send, { ...message, channel_id: conversationId }, chatMessageSchema),
    onSuccess: (message) => {
      queryClient.setQueryData<MessagePages>(chatKeys.messages(conversationId), (data) => upsertMessage(data, message));
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
    },
  });
}

export function useEditMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, text }: { messageId: string; text: string }) => editMessage(messageId, text),
    onSuccess: (message) => queryClient.setQueryData<MessagePages>(chatKeys.messages(conversationId), (data) => upsertMessage(data, message)),
  });
}

export function useMarkRead(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => markRead(conversationId, messageId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
    },
  });
}

export function usePinMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChatPinInput) => pinMessage(input),
    onSuccess: (pins) => queryClient.setQueryData(chatKeys.pins(conversationId), pins),
  });
}

/** Joins the conversation's room; the answer says whether the socket is up. */
export const joinConversationRoom = (room: string) => realtime.emitWithAck(socketEvents.joinRoom, room, z.string());
export const leaveConversationRoom = (room: string) => realtime.emitWithAck(socketEvents.leaveRoom, room, z.unknown());
