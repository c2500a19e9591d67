import { useQueryClient } from '@tanstack/react-query';
import { chatDeletedEventSchema, chatEvents, chatMessageSchema, chatPinsEventSchema, chatPresenceEventSchema, chatReadEventSchema, type ChatEntry } from '@velvet/contracts';
import { useRealtimeEvent, useRealtimeReconnect } from '@/shared/realtime';
import { chatKeys } from '../api/chat-keys';
import { applyPresence, applyRead, removeMessage, type MessagePages } from '../lib/chat-cache';
import { storeMessage } from './store-message';

/** Keeps the chat's cached lists, threads, pins and unread badge current from the socket's pushes. */
export function useLiveChat() {
  const queryClient = useQueryClient();
  const refreshSummaries = () => {
    void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
    void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
  };

  const onMessage = (payload: unknown) => {
    const message = chatMessageSchema.safeParse(payload);
    if (!message.success) return;
    storeMessage(queryClient, message.data);
    refreshSummaries();
  };
  useRealtimeEvent(chatEvents.message, onMessage);
  useRealtimeEvent(chatEvents.messageEdited, onMessage);

  useRealtimeEvent(chatEvents.messageDeleted, (payload) => {
    const deleted = chatDeletedEventSchema.safeParse(payload);
    if (!deleted.success) return;
    queryClient.setQueryData<MessagePages>(chatKeys.messages(deleted.data.converse_id), (data) => removeMessage(data, deleted.data.message_id));
    refreshSummaries();
  });

  useRealtimeEvent(chatEvents.read, (payload) => {
    const read = chatReadEventSchema.safeParse(payload);
    if (!read.success) return;
    queryClient.setQueryData<MessagePages>(chatKeys.messages(read.data.converse_id), (data) => applyRead(data, read.data));
    refreshSummaries();
  });

  useRealtimeEvent(chatEvents.pins, (payload) => {
    const pins = chatPinsEventSchema.safeParse(payload);
    if (pins.success) void queryClient.invalidateQueries({ queryKey: chatKeys.pins(pins.data.converse_id) });
  });

  useRealtimeEvent(chatEvents.presence, (payload) => {
    const presence = chatPresenceEventSchema.safeParse(payload);
    if (!presence.success) return;
    queryClient.setQueryData<ChatEntry[]>(chatKeys.conversations(), (entries) => applyPresence(entries, presence.data));
    queryClient.setQueryData<ChatEntry>(chatKeys.withUser(presence.data.user_id), (entry) => (entry ? applyPresence([entry], presence.data)?.[0] : entry));
  });

  // What was pushed while the socket was down is fetched again.
  useRealtimeReconnect(() => void queryClient.invalidateQueries({ queryKey: chatKeys.all }));
}
