import { sessionQueryScope } from '@/shared/api';

export const chatKeys = {
  all: [sessionQueryScope, 'chat'] as const,
  conversations: () => [...chatKeys.all, 'conversations'] as const,
  withUser: (userId: string) => [...chatKeys.all, 'with-user', userId] as const,
  messages: (conversationId: string) => [...chatKeys.all, 'messages', conversationId] as const,
  pins: (conversationId: string) => [...chatKeys.all, 'pins', conversationId] as const,
  unread: () => [...chatKeys.all, 'unread'] as const,
};
