import { Box, Button, EmptyState, Stack, Text } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import type { Notification } from '@velvet/contracts';
import { toUserMessage } from '@/shared/errors';
import { useNow } from '@/shared/hooks/use-now';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import type { NotificationFilter } from '../api/notification-keys';
import { useAcknowledgeNotifications } from '../hooks/use-acknowledge-notifications';
import { useNotificationList } from '../hooks/use-notification-list';
import { NotificationItem } from './NotificationItem';
import { NotificationListSkeleton } from './NotificationListSkeleton';

const emptyTitle = ({ seen }: NotificationFilter) => {
  if (seen === false) return 'No unread notifications';
  if (seen === true) return 'No read notifications';
  return 'No notifications yet';
};

export function NotificationList({ filter }: { filter: NotificationFilter }) {
  const list = useNotificationList(filter);
  const acknowledge = useAcknowledgeNotifications();
  const now = useNow();

  if (!list.data) {
    return list.isError ? (
      <QueryErrorAlert error={list.error} onRetry={() => void list.refetch()} />
    ) : (
      <NotificationListSkeleton />
    );
  }

  const items = list.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return <EmptyState size="sm" py="lg" icon={<IconBellOff />} title={emptyTitle(filter)} />;
  }

  const open = (notification: Notification) => {
    if (!notification.seen) acknowledge.mutate({ ids: [notification._id] });
  };

  return (
    <Stack gap="xs">
      <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Notifications">
        {items.map((notification) => (
          <Box component="li" key={notification._id}>
            <NotificationItem notification={notification} now={now} onOpen={open} />
          </Box>
        ))}
      </Stack>
      {list.isFetchNextPageError && (
        <Text size="sm" c="red" role="alert">
          {toUserMessage(list.error)}
        </Text>
      )}
      {list.hasNextPage && (
        <Button variant="subtle" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
          Load more
        </Button>
      )}
    </Stack>
  );
}
