import { ActionIcon, Anchor, Badge, Box, Divider, Group, Popover, ScrollArea, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { useUnreadCount } from '../hooks/use-unread-count';
import { unreadBadgeLabel } from '../lib/unread-badge-label';
import { MarkAllAsReadButton } from './MarkAllAsReadButton';
import { NotificationList } from './NotificationList';
import classes from './NotificationBell.module.css';

/** The header bell: the unread count, and the newest notifications in a popover. */
export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const unread = useUnreadCount();

  return (
    <Box className={classes.anchor}>
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width={380} shadow="lg" trapFocus returnFocus>
        <Popover.Target>
          <ActionIcon
            aria-label="Notifications"
            variant="subtle"
            color="gray"
            size="lg"
            onClick={() => setOpened((isOpen) => !isOpen)}
          >
            <IconBell size={22} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="xs">
          <Group justify="space-between" px="xs" pb="xs">
            <Text fw={600}>Notifications</Text>
            <MarkAllAsReadButton />
          </Group>
          <ScrollArea.Autosize mah={420} type="auto">
            <NotificationList filter={{}} />
          </ScrollArea.Autosize>
          <Divider my="xs" />
          <Anchor component={Link} to={paths.notifications.to()} size="sm" px="xs" onClick={() => setOpened(false)}>
            See all notifications
          </Anchor>
        </Popover.Dropdown>
      </Popover>
      {unread > 0 && (
        <Badge data-testid="unread-count" size="sm" circle={unread < 10} className={classes.badge}>
          {unreadBadgeLabel(unread)}
        </Badge>
      )}
    </Box>
  );
}
