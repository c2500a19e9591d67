import { Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import type { NotificationFilter } from '../api/notification-keys';
import { MarkAllAsReadButton } from './MarkAllAsReadButton';
import { NotificationList } from './NotificationList';

const filters = {
  all: {},
  unread: { seen: false },
  read: { seen: true },
} satisfies Record<string, NotificationFilter>;

type FilterName = keyof typeof filters;

const filterOptions: { label: string; value: FilterName }[] = [
  { label: 'All', value: 'all' },
  { label: 'Unread', value: 'unread' },
  { label: 'Read', value: 'read' },
];

const isFilterName = (value: string): value is FilterName => Object.hasOwn(filters, value);

/** Every notification, filterable by seen and unseen. */
export function NotificationsPanel() {
  const [filterName, setFilterName] = useState<FilterName>('all');

  return (
    <Stack>
      <Title order={1}>Notifications</Title>
      <Group justify="space-between">
        <SegmentedControl
          aria-label="Show notifications"
          data={filterOptions}
          value={filterName}
          onChange={(value) => isFilterName(value) && setFilterName(value)}
        />
        <MarkAllAsReadButton />
      </Group>
      <NotificationList filter={filters[filterName]} />
    </Stack>
  );
}
