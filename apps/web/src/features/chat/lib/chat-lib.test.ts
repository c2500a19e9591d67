import type { ChatEntry, ChatMessage } from '@velvet/contracts';
import { describe, expect, it } from 'vitest';
import { allMessages, applyPresence, applyRead, newestFromOthers, reactionChips, removeMessage, upsertMessage, type MessagePages } from './chat-cache';
import { canEdit, isSendKey, lastMessagePreview } from './composer';
import { dayLabel, groupByDay } from './group-by-day';
import { unreadLabel } from './unread';

const message = (id: string, createdAt: string, senderId = 'fan'): ChatMessage => ({
  _id: id,
  message_id: id,
  messageId: id,
  converse_id: 'c1',
  sender_id: senderId,
  message_text: `text ${id}`,
  media: [],
  meta: {},
  kind: 'text',
  createdAt,
  edited_at: null,
  receipts: [],
  seen_count: 0,
});

const pages = (...items: ChatMessage[][]): MessagePages => ({ pages: items.map((page) => ({ items: page, next_cursor: null })), pageParams: items.map(() => null) });

describe('groupByDay', () => {
  it('orders messages oldest first in one group per local day, labelled Today and Yesterday', () => {
    const now = new Date(2026, 10, 22, 12, 0);
    const today = new Date(2026, 10, 22, 9, 30).toISOString();
    const todayLater = new Date(2026, 10, 22, 11, 0).toISOString();
    const yesterday = new Date(2026, 10, 21, 23, 59).toISOString();
    const older = new Date(2026, 10, 3, 8, 0).toISOString();
    const groups = groupByDay([message('4', todayLater), message('3', today), message('2', yesterday), message('1', older)], now);
    expect(groups.map((group) => [group.label, group.messages.map((item) => item._id)])).toEqual([
      ['Tue, 3 Nov 2026', ['1']],
      ['Yesterday', ['2']],
      ['Today', ['3', '4']],
    ]);
  });

  it('labels a date of another year with its year', () => {
    expect(dayLabel(new Date(2025, 0, 5), new Date(2026, 0, 5))).toBe('Sun, 5 Jan 2025');
  });
});

describe('upsertMessage', () => {
  it('puts a new message first on the newest page and replaces a known one in place', () => {
    const data = pages([message('2', '2026-11-22T10:00:00.000Z')], [message('1', '2026-11-22T09:00:00.000Z')]);
    const added = upsertMessage(data, message('3', '2026-11-22T11:00:00.000Z'));
    expect(allMessages(added).map((item) => item._id)).toEqual(['3', '2', '1']);
    const edited = upsertMessage(added, { ...message('1', '2026-11-22T09:00:00.000Z'), message_text: 'edited', edited_at: '2026-11-22T12:00:00.000Z' });
    expect(allMessages(edited).map((item) => item.message_text)).toEqual(['text 3', 'text 2', 'edited']);
    expect(upsertMessage(undefined, message('9', '2026-11-22T11:00:00.000Z'))).toBeUndefined();
  });
});

describe('applyRead', () => {
  it("gives a seen tick to the messages the reader did not send, up to the read mark, once", () => {
    const data = pages([message('3', '2026-11-22T11:00:00.000Z'), message('2', '2026-11-22T10:00:00.000Z', 'creator'), message('1', '2026-11-22T09:00:00.000Z')]);
    const read = { converse_id: 'c1', user_id: 'creator', message_id: '2', seen_at: '2026-11-22T10:00:00.000Z' };
    const once = applyRead(data, read);
    const twice = applyRead(once, read);
    expect(allMessages(twice).map((item) => [item._id, item.seen_count])).toEqual([
      ['3', 0],
      ['2', 0],
      ['1', 1],
    ]);
  });
});

describe('applyPresence and newestFromOthers', () => {
  const entry = (otherId: string, online: boolean | null) => ({ _id: otherId, other: { _id: otherId, online } }) as unknown as ChatEntry;

  it('updates a shown presence and leaves a hidden one hidden', () => {
    const entries = [entry('a', false), entry('b', null)];
    expect(applyPresence(entries, { user_id: 'a', online: true })?.map((item) => item.other.online)).toEqual([true, null]);
    expect(applyPresence(entries, { user_id: 'b', online: true })?.map((item) => item.other.online)).toEqual([false, null]);
  });

  it("finds the newest message someone else sent", () => {
    const messages = [message('1', '2026-11-22T09:00:00.000Z', 'creator'), message('2', '2026-11-22T10:00:00.000Z', 'fan'), message('0', '2026-11-22T08:00:00.000Z', 'creator')];
    expect(newestFromOthers(messages, 'fan')?._id).toBe('1');
    expect(newestFromOthers(messages.filter((item) => item.sender_id === 'fan'), 'fan')).toBeUndefined();
  });
});

describe('composer helpers', () => {
  it('sends on Enter and writes a new line on Shift+Enter or while composing', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false })).toBe(false);
  });

  it('previews the last message, marking the viewer’s own and photos', () => {
    expect(lastMessagePreview(null, 'me')).toBe('No messages yet');
    expect(lastMessagePreview({ message_text: 'hi', media: [], sender_id: 'me' }, 'me')).toBe('You: hi');
    expect(lastMessagePreview({ message_text: '', media: [{}], sender_id: 'them' }, 'me')).toBe('Sent a photo');
    expect(lastMessagePreview({ message_text: '', media: [], sender_id: 'them', meta: { shared_item: { name: 'Sunset set' } } }, 'me')).toBe('Shared Sunset set');
  });
});

describe('unread helpers', () => {
  it('caps the badge at 99+', () => {
    expect([unreadLabel(3), unreadLabel(99), unreadLabel(100)]).toEqual(['3', '99', '99+']);
  });
});

describe('canEdit', () => {
  it('offers Edit only on the viewer\'s own plain text, never on requests, offers, calls or paid and system messages', () => {
    expect(canEdit(message('1', '2026-11-22T09:00:00.000Z'), true)).toBe(true);
    expect(canEdit(message('1', '2026-11-22T09:00:00.000Z'), false)).toBe(false);
    expect(canEdit({ ...message('1', '2026-11-22T09:00:00.000Z'), message_text: '' }, true)).toBe(false);
    const locked = ['request', 'counter-offer', 'request-accepted', 'accept-call', 'paid-media', 'voice', 'direct-message', 'chat-fee-message', 'auto-message'] as const;
    for (const kind of locked) expect(canEdit({ ...message('1', '2026-11-22T09:00:00.000Z'), kind }, true)).toBe(false);
  });
});

describe('removeMessage and reactionChips', () => {
  it('takes a deleted message out of the cached pages', () => {
    const data = { pages: [{ items: [message('a', '2026-01-01T10:00:00.000Z'), message('b', '2026-01-01T09:00:00.000Z')], next_cursor: null }], pageParams: [null] };
    expect(removeMessage(data, 'a')?.pages[0]?.items.map((item) => item._id)).toEqual(['b']);
    expect(removeMessage(undefined, 'a')).toBeUndefined();
  });

  it('counts each emoji and marks the viewer’s own, leaving out emptied ones', () => {
    expect(reactionChips({ '❤️': ['me', 'you'], '🔥': [], '👍': ['you'] }, 'me')).toEqual([
      { emoji: '❤️', count: 2, mine: true },
      { emoji: '👍', count: 1, mine: false },
    ]);
    expect(reactionChips(undefined, 'me')).toEqual([]);
  });
});
