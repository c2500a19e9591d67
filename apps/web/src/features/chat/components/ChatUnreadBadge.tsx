import { Badge } from '@mantine/core';
import { useChatUnreadTotal } from '../hooks/use-chat-queries';
import { unreadLabel } from '../lib/unread';

/** The navigation's count of unread chat messages. */
export function ChatUnreadBadge() {
  const { data: unread } = useChatUnreadTotal();
  if (!unread) return null;
  return (
    <Badge size="sm" circle={unread < 10} aria-label={`${unread} unread messages`} data-testid="chat-unread">
      {unreadLabel(unread)}
    </Badge>
  );
}
