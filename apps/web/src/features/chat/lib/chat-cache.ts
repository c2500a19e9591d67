import type { ChatEntry, ChatMessage, ChatPresenceEvent, ChatReadEvent, Page } from '@velvet/contracts';

/** The cached pages of one conversation's messages, newest first (TanStack Query's infinite data). */
export type MessagePages = { pages: Page<ChatMessage>[]; pageParams: unknown[] };

/** Adds a pushed or sent message to the newest page, or replaces it when it is already there (an edit, or our own echo). */
export function upsertMessage(data: MessagePages | undefined, message: ChatMessage): MessagePages | undefined {
  if (!data) return data;
  const known = data.pages.some((page) => page.items.some((item) => item._id === message._id));
  if (known) {
    return { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map((item) => (item._id === message._id ? message : item)) })) };
  }
  const [first, ...rest] = data.pages;
  if (!first) return { ...data, pages: [{ items: [message], next_cursor: null }] };
  return { ...data, pages: [{ ...first, items: [message, ...first.items] }, ...rest] };
}

/** Marks every message the reader did not send, up to `seen_at`, as seen by them. */
export function applyRead(data: MessagePages | undefined, read: ChatReadEvent): MessagePages | undefined {
  if (!data) return data;
  const seen = (message: ChatMessage): ChatMessage => {
    if (message.sender_id === read.user_id || message.createdAt > read.seen_at) return message;
    if (message.receipts.some((receipt) => receipt.user_id === read.user_id)) return message;
    const receipts = [...message.receipts, { user_id: read.user_id, seen_at: read.seen_at }];
    return { ...message, receipts, seen_count: receipts.length };
  };
  return { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(seen) })) };
}

/** Shows a partner's presence in the chat list; a hidden presence (null) stays hidden. */
export const applyPresence = (entries: ChatEntry[] | undefined, presence: ChatPresenceEvent) =>
  entries?.map((entry) =>
    entry.other._id === presence.user_id && entry.other.online !== null ? { ...entry, other: { ...entry.other, online: presence.online } } : entry,
  );

/** The newest message someone else sent, which is what the viewer marks read. */
export const newestFromOthers = (messages: ChatMessage[], viewerId: string) =>
  messages.reduce<ChatMessage | undefined>((newest, message) => (message.sender_id !== viewerId && (!newest || message.createdAt > newest.createdAt) ? message : newest), undefined);

/** Every message of the cached pages. */
export const allMessages = (data: MessagePages | undefined) => data?.pages.flatMap((page) => page.items) ?? [];

/** Takes a deleted message out of the cached pages. */
export function removeMessage(data: MessagePages | undefined, messageId: string): MessagePages | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((item) => item._id !== messageId) })) };
}

/** The reactions of a message as chips: each emoji, how many chose it, and whether the viewer did. */
export const reactionChips = (reactions: Record<string, string[]> | undefined, viewerId: string) =>
  Object.entries(reactions ?? {})
    .filter(([, userIds]) => userIds.length > 0)
    .map(([emoji, userIds]) => ({ emoji, count: userIds.length, mine: userIds.includes(viewerId) }));

/** How long a 'typing…' lasts after the last signal. */
export const TYPING_SHOWN_MS = 4000;
/** The fewest milliseconds between two typing signals a member sends. */
export const TYPING_THROTTLE_MS = 2000;
