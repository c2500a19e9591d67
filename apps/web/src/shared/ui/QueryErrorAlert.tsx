import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { retryHint, toUserMessage } from '../errors';

type QueryErrorAlertProps = {
  error: unknown;
  onRetry: () => void;
};

/** The failure of a load, with its message, when it may be tried again if the server said, and a way to try again. */
export function QueryErrorAlert({ error, onRetry }: QueryErrorAlertProps) {
  const hint = retryHint(error);
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle />} title={toUserMessage(error)}>
      <Stack gap="xs" align="flex-start">
        {hint && <Text size="sm">{hint}</Text>}
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
