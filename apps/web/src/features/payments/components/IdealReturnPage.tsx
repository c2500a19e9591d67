import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { displayStatus, formatUsd, SKRILL_LABEL } from '@velvet/contracts';
import { useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { transactionQueryOptions } from '@/shared/queries';
import { paths } from '@/shared/routing/paths';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';

const POLL_MS = 2000;

const providers = {
  ideal: { name: 'iDEAL', waiting: 'Waiting for your bank to confirm the payment…' },
  skrill: { name: SKRILL_LABEL, waiting: `Waiting for ${SKRILL_LABEL} to confirm the payment…` },
} as const;

/**
 * /payments/ideal-return: where the bank sends the iDEAL tab back; /payments/provider-return: where the
 * hosted wallet (the skrill-flagged provider) sends the payer back. The payment is confirmed by the
 * provider's webhook, so the transaction is asked for until it is no longer pending.
 */
export function IdealReturnPage() {
  const provider = useLocation().pathname.endsWith('/provider-return') ? providers.skrill : providers.ideal;
  useEffect(() => {
    document.title = `${provider.name} payment · Velvet`;
  }, [provider.name]);
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
        This page needs the transaction of a payment.
      </Alert>
    );
  }

  const shown = transaction.data ? displayStatus(transaction.data.status) : 'pending';
  return (
    <Paper withBorder radius="lg" p="xl" maw={560} mx="auto">
      <Stack align="center" ta="center" gap="md">
        <Title order={1} size="h3">
          {provider.name} payment
        </Title>
        {transaction.isError && !transaction.data && <QueryErrorAlert error={transaction.error} onRetry={() => void transaction.refetch()} />}
        {!transaction.isError && shown === 'pending' && (
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text>{provider.waiting}</Text>
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
