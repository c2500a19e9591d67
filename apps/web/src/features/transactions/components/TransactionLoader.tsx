import { Button, EmptyState, Skeleton, Stack } from '@mantine/core';
import { IconReceiptOff } from '@tabler/icons-react';
import { isApiRequestError } from '@/shared/api';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { useTransaction } from '../hooks/use-transaction';
import { TransactionDetails } from './TransactionDetails';

/** A transaction fetched by id, with loading, not-found and error states. */
export function TransactionLoader({ transactionId, onNotFound }: { transactionId: string; onNotFound?: () => void }) {
  const transaction = useTransaction(transactionId);

  if (transaction.data) return <TransactionDetails transaction={transaction.data} />;
  if (isApiRequestError(transaction.error) && (transaction.error.status === 404 || transaction.error.status === 400)) {
    return (
      <EmptyState py="lg" icon={<IconReceiptOff />} title="Transaction not found" description="There is no transaction of yours with this id.">
        {onNotFound && (
          <EmptyState.Actions>
            <Button onClick={onNotFound}>Back</Button>
          </EmptyState.Actions>
        )}
      </EmptyState>
    );
  }
  if (transaction.isError) return <QueryErrorAlert error={transaction.error} onRetry={() => void transaction.refetch()} />;
  return (
    <Stack aria-busy="true" aria-label="Loading transaction">
      <Skeleton height={36} width="40%" />
      <Skeleton height={260} />
    </Stack>
  );
}
