import { Button, Center, Divider, EmptyState, Loader, Stack } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useEffect, useMemo, useRef } from 'react';
import { useNow } from '@/shared/hooks/use-now';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { allMessages, newestFromOthers } from '../lib/chat-cache';
import { groupByDay } from '../lib/group-by-day';
import { useMarkRead } from '../hooks/use-chat-actions';
import { useMessages } from '../hooks/use-chat-queries';
import { MessageBubble } from './MessageBubble';
import classes from './Chat.module.css';

type MessageListProps = { conversationId: string; viewerId: string; canPinForAll: boolean };

/** The open conversation's messages by day, oldest at the top; what the other sent is marked read as it shows. */
export function MessageList({ conversationId, viewerId, canPinForAll }: MessageListProps) {
  const messages = useMessages(conversationId);
  const now = useNow();
  const bottom = useRef<HTMLDivElement>(null);
  const markRead = useMarkRead(conversationId);
  const items = useMemo(() => allMessages(messages.data), [messages.data]);
  const groups = useMemo(() => groupByDay(items, new Date(now)), [items, now]);
  const newestId = items[0]?._id;
  const unreadCandidate = newestFromOthers(items, viewerId);
  const unseen = unreadCandidate && !unreadCandidate.receipts.some((receipt) => receipt.user_id === viewerId) ? unreadCandidate._id : undefined;
  const { mutate: markReadUpTo } = markRead;

  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [newestId]);

  useEffect(() => {
    if (unseen) markReadUpTo(unseen);
  }, [unseen, markReadUpTo]);

  if (messages.isPending) {
    return (
      <Center className={classes.messages}>
        <Loader aria-label="Loading messages" />
      </Center>
    );
  }
  if (messages.isError) {
    return (
      <div className={classes.messages}>
        <QueryErrorAlert error={messages.error} onRetry={() => void messages.refetch()} />
      </div>
    );
  }
  return (
    <div className={classes.messages} role="log" aria-label="Messages" aria-live="polite">
      {messages.hasNextPage && (
        <Center mb="sm">
          <Button size="xs" variant="light" onClick={() => void messages.fetchNextPage()} loading={messages.isFetchingNextPage}>
            Load older messages
          </Button>
        </Center>
      )}
      {!items.length && <EmptyState size="sm" py="xl" icon={<IconMessageCircle />} title="No messages yet" description="Say hello!" />}
      <Stack gap={0}>
        {groups.map((group) => (
          <section key={group.key} aria-label={group.label}>
            <Divider label={group.label} labelPosition="center" my="sm" />
            {group.messages.map((message) => (
              <MessageBubble key={message._id} message={message} own={message.sender_id === viewerId} canPinForAll={canPinForAll} viewerId={viewerId} />
            ))}
          </section>
        ))}
      </Stack>
      <div ref={bottom} />
    </div>
  );
}
