import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { formatUsd, type Transaction } from '@velvet/contracts';
import { lazy, Suspense, useState } from 'react';
import { transactionTypeLabel } from '@/features/transactions/lib/transaction-display';
import { useNow } from '@/shared/hooks/use-now';
import { CenteredLoader } from '@/shared/ui/CenteredLoader';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { useTransactionSearch } from '../hooks/use-admin-console';
import { isRefundable } from '../lib/refundable';
import { AdminTransactionRow } from './AdminTransactionRow';

const RefundDialog = lazy(() => import('./RefundDialog').then((module) => ({ default: module.RefundDialog })));

/** A user's transactions as they see them, newest first, with Refund on the purchases they paid for. */
export function UserTransactions({ userId }: { userId: string }) {
  const now = useNow();
  const transactions = useTransactionSearch({ user_id: userId, limit: 10 });
  const [refunding, setRefunding] = useState<Transaction | null>(null);
  const items = transactions.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="xs">
      {transactions.isPending && <CenteredLoader label="Loading transactions" />}
      {transactions.isError && <QueryErrorAlert error={transactions.error} onRetry={() => void transactions.refetch()} />}
      {transactions.data && items.length === 0 && <Text c="dimmed">No transactions yet.</Text>}
      {items.length > 0 && (
        <Stack gap="xs" component="ul" aria-label="Transactions" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((transaction) => (
            <Paper key={transaction._id} withBorder radius="md" p="sm" component="li">
              <AdminTransactionRow
                transaction={transaction}
                now={now}
                actions={
                  isRefundable(transaction) ? (
                    <Button
                      size="compact-xs"
                      variant="light"
                      color="orange"
                      onClick={() => setRefunding(transaction)}
                      aria-label={`Refund ${transactionTypeLabel(transaction)} of ${formatUsd(transaction.total_amount_with_tax)}`}
                    >
                      Refund
                    </Button>
                  ) : null
                }
              />
            </Paper>
          ))}
        </Stack>
      )}
      {transactions.hasNextPage && (
        <Group>
          <Button size="xs" variant="default" loading={transactions.isFetchingNextPage} onClick={() => void transactions.fetchNextPage()}>
            Load more
          </Button>
        </Group>
      )}
      {refunding && (
        <Suspense fallback={null}>
          <RefundDialog transaction={refunding} onClose={() => setRefunding(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
