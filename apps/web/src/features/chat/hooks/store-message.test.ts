import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import type { ChatMessage, Page } from '@velvet/contracts';
import { describe, expect, it, vi } from 'vitest';
import { chatKeys } from '../api/chat-keys';
import type { MessagePages } from '../lib/chat-cache';
import { storeMessage } from './store-message';

const sent = { _id: 'm2', converse_id: 'c1', message_text: 'sent while the thread loads' } as ChatMessage;
const older = { _id: 'm1', converse_id: 'c1', message_text: 'read before' } as ChatMessage;

describe('storeMessage', () => {
  it('adds the message to a loaded thread', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData<MessagePages>(chatKeys.messages('c1'), { pages: [{ items: [older], next_cursor: null }], pageParams: [null] });
    storeMessage(queryClient, sent);
    expect(queryClient.getQueryData<MessagePages>(chatKeys.messages('c1'))!.pages[0]!.items.map((item) => item._id)).toEqual(['m2', 'm1']);
  });

  it('loads a shown thread again when its first page was still on the way, so a page read before the write does not hide the message', async () => {
    const queryClient = new QueryClient();
    const answers: Page<ChatMessage>[] = [{ items: [older], next_cursor: null }, { items: [sent, older], next_cursor: null }];
    let releaseFirst!: () => void;
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    let calls = 0;
    const thread = new InfiniteQueryObserver(queryClient, {
      queryKey: chatKeys.messages('c1'),
      initialPageParam: null,
      getNextPageParam: () => undefined,
      queryFn: async () => {
        const answer = answers[calls++]!;
        if (calls === 1) await firstHeld;
        return answer;
      },
    });
    const shown = thread.subscribe(() => undefined);
    storeMessage(queryClient, sent);
    releaseFirst();
    await vi.waitFor(() => expect(thread.getCurrentResult().data?.pages[0]!.items.map((item) => item._id)).toEqual(['m2', 'm1']));
    shown();
  });
});
