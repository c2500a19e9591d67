import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { installPrompt } from '../lib/deferred-install-prompt';
import { INSTALL_TOAST_MS } from '../lib/install-prompt-rule';

const TOAST_ID = 'install-app';

async function install() {
  notifications.hide(TOAST_ID);
  await installPrompt.prompt();
}

/** The spec's install toast: 10 s, with an Install action that opens the browser's install dialog. */
export function showInstallToast(): void {
  notifications.show({
    id: TOAST_ID,
    title: 'Install Velvet',
    autoClose: INSTALL_TOAST_MS,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">Add Velvet to your home screen and open it like an app.</Text>
        <Button size="xs" leftSection={<IconDownload size={14} />} onClick={() => void install()}>
          Install
        </Button>
      </Group>
    ),
  });
}
