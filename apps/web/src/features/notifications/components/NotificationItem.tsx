import { Box, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { Notification } from '@velvet/contracts';
import { formatDateTime, formatRelativeTime } from '@/shared/format';
import { notificationTypeLabel } from '../lib/notification-type-label';
import classes from './NotificationItem.module.css';

type NotificationItemProps = {
  notification: Notification;
  now: number;
  onOpen: (notification: Notification) => void;
};

export function NotificationItem({ notification, now, onOpen }: NotificationItemProps) {
  const unseen = !notification.seen;

  return (
    <UnstyledButton className={classes.item} data-unseen={unseen || undefined} onClick={() => onOpen(notification)}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Box className={classes.dot} aria-hidden />
        <Stack gap={2}>
          <Text size="sm" fw={unseen ? 600 : 400}>
            {unseen && <VisuallyHidden>Unread: </VisuallyHidden>}
            {notification.message}
          </Text>
          <Text size="xs" c="dimmed">
            {notificationTypeLabel(notification.type)} ·{' '}
            <time dateTime={notification.created_at} title={formatDateTime(notification.created_at, now)}>
              {formatRelativeTime(notification.created_at, now)}
            </time>
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
