import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatEvents, chatMessageSchema, socketEvents, type ChatEntry, type ChatPinInput, type ChatReaction, type ChatSendInput, type ChatSettingsInput } from '@velvet/contracts';
import { useRef } from 'react';
import { realtime } from '@/shared/realtime';
import { chatKeys } from '../api/chat-keys';
import { deleteMessage, editMessage, markRead, pinMessage, reactToMessage, updateConversationSettings } from '../api/chat-api';
import { removeMessage, TYPING_THROTTLE_MS, type MessagePages } from '../lib/chat-cache';
import { storeMessage } from './store-message';
import { z } from 'zod';

/** Sends over the socket with an acknowledgement ('Socket not connected!' while it is down). */
export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: Omit<ChatSendInput, 'channel_id'>) => realtime.emitWithAck(chatEvents.send, { ...message, channel_id: conversationId }, chatMessageSchema),
    onSuccess: (message) => {
      storeMessage(queryClient, message);
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
    },
  });
}

export function useEditMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, text }: { messageId: string; text: string }) => editMessage(messageId, text),
    onSuccess: (message) => storeMessage(queryClient, message),
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

export function useDeleteMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => deleteMessage(messageId),
    onSuccess: (event) => {
      queryClient.setQueryData<MessagePages>(chatKeys.messages(conversationId), (data) => removeMessage(data, event.message_id));
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
    },
  });
}

export function useReact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, emoji }: { messageId: string; emoji: ChatReaction }) => reactToMessage(messageId, { emoji }),
    onSuccess: (message) => storeMessage(queryClient, message),
  });
}

/** Mute, archive or block; the lists follow. */
export function useConversationSettings(entry: ChatEntry) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChatSettingsInput) => updateConversationSettings(entry._id, input),
    onSuccess: (updated) => {
      queryClient.setQueryData(chatKeys.withUser(entry.other._id), updated);
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
      void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
    },
  });
}

/** Tells the other member that the viewer is typing, at most once per TYPING_THROTTLE_MS; a lost signal does not matter. */
export function useTypingSignal(conversationId: string) {
  const last = useRef(0);
  return () => {
    const now = Date.now();
    if (now - last.current < TYPING_THROTTLE_MS) return;
    last.current = now;
    realtime.emitWithAck(chatEvents.typing, { converse_id: conversationId }, z.null()).catch(() => undefined);
  };
}
