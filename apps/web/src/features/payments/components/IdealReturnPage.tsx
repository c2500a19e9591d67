import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { displayStatus, formatUsd } from '@velvet/contracts';
import { Link, useSearchParams } from 'react-router';
import { transactionQueryOptions } from '@/shared/queries';
import { paths } from '@/shared/routing/paths';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';

const POLL_MS = 2000;

/**
 * /payments/ideal-return: where the bank sends the iDEAL tab back. The payment is confirmed by the
 * provider's webhook, so the transaction is asked for until it is no longer pending.
 */
export function IdealReturnPage() {
  useDocumentTitle('iDEAL payment · Velvet');
  const [searchParams] = useSearchParams();
  const transactionId = searchParams.get('transaction_id') ?? '';
  const transaction = useQuery({
    ...transactionQueryOptions(transactionId),
    enabled: transactionId !== '',
    refetchInterval: (query) => (query.state.data && displayStatus(query.state.data.status) !== 'pending' ? false : POLL_MS),
  });

  if (!transactionId) {
    return (
      <Alert color="red" variant="light" maw={560} mx="auto">
        This page needs the transaction of an iDEAL payment.
      </Alert>
    );
  }

  const shown = transaction.data ? displayStatus(transaction.data.status) : 'pending';
  return (
    <Paper withBorder radius="lg" p="xl" maw={560} mx="auto">
      <Stack align="center" ta="center" gap="md">
        <Title order={1} size="h3">
          iDEAL payment
        </Title>
        {transaction.isError && !transaction.data && <QueryErrorAlert error={transaction.error} onRetry={() => void transaction.refetch()} />}
        {!transaction.isError && shown === 'pending' && (
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text>Waiting for your bank to confirm the payment…</Text>
          </Group>
        )}
        {transaction.data && shown === 'success' && (
          <>
            <IconCircleCheck size={56} color="var(--mantine-color-green-6)" aria-hidden />
            <Text role="status" fw={600}>
              Payment received: {formatUsd(transaction.data.total_amount_with_tax)}
            </Text>
          </>
        )}
        {transaction.data && shown === 'failed' && (
          <>
            <IconCircleX size={56} color="var(--mantine-color-red-6)" aria-hidden />
            <Text role="alert" fw={600}>
              The payment did not go through{transaction.data.failure_reason ? `: ${transaction.data.failure_reason}` : '.'}
            </Text>
          </>
        )}
        <Text size="sm" c="dimmed">
          You can close this tab and go back to Velvet.
        </Text>
        <Group>
          <Button component={Link} to={paths.transactionDetails.to(transactionId)} variant="default">
            Transaction Details
          </Button>
          <Button component={Link} to={paths.wallet.to()}>
            Wallet
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
