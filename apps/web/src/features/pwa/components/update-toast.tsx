import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

/** A new version is ready; it replaces this one when every Velvet tab is closed, or now with Reload. */
export function showUpdateToast(takeUpdate: () => void): void {
  notifications.show({
    id: 'app-update',
    title: 'A new version of Velvet is ready',
    autoClose: false,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">Reload to use it.</Text>
        <Button size="xs" onClick={takeUpdate}>
          Reload
        </Button>
      </Group>
    ),
  });
}
