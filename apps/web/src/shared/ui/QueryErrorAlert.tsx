import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { toUserMessage } from '../errors';

type QueryErrorAlertProps = {
  error: unknown;
  onRetry: () => void;
};

/** The failure of a load, with its message and a way to try again. */
export function QueryErrorAlert({ error, onRetry }: QueryErrorAlertProps) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle />} title={toUserMessage(error)}>
      <Button size="xs" variant="light" color="red" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
