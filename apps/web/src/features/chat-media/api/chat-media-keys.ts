import { sessionQueryScope } from '@/shared/api';

export const chatMediaKeys = {
  all: [sessionQueryScope, 'chat-media'] as const,
  /** Keyed by the message's is_unlocked too: a purchase or refund pushed to the chat fetches the links anew. */
  detail: (id: string, unlocked: boolean) => [...chatMediaKeys.all, id, unlocked] as const,
};
