import { Button } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useAcknowledgeNotifications } from '../hooks/use-acknowledge-notifications';
import { useUnreadCount } from '../hooks/use-unread-count';

export function MarkAllAsReadButton() {
  const unread = useUnreadCount();
  const acknowledge = useAcknowledgeNotifications();

  return (
    <Button
      variant="subtle"
      size="xs"
      leftSection={<IconChecks size={16} />}
      disabled={unread === 0}
      loading={acknowledge.isPending}
      onClick={() => acknowledge.mutate({})}
    >
      Mark all as read
    </Button>
  );
}
