import { Alert, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { messages } from '@velvet/contracts';

export function SuspendedAccountNotice() {
  return (
    <Alert color="red" variant="light" icon={<IconLock />} title="Account suspended">
      <Text size="sm">{messages.accountBanned}</Text>
      <Text size="sm" c="dimmed">
        You can no longer sign in to this account.
      </Text>
    </Alert>
  );
}
