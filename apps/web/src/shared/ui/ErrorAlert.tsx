import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { toUserMessage } from '../errors';

/** A failed action's message, in red; nothing while there is no error. */
export function ErrorAlert({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle />}>
      {toUserMessage(error)}
    </Alert>
  );
}
