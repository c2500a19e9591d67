import { Button, EmptyState, Skeleton, Stack } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { useTransactionList } from '../hooks/use-transaction-list';
import { isDateRangeValid, type TransactionFilter } from '../lib/transaction-filter';
import { TransactionCard } from './TransactionCard';

type TransactionListProps = {
  filter: TransactionFilter;
  pageSize?: number;
  /** Hides 'Load more', for a short list of the latest ones. */
  firstPageOnly?: boolean;
  emptyText?: string;
};

/** Transaction cards, newest first, with 'Load more'. */
export function TransactionList({ filter, pageSize, firstPageOnly, emptyText = 'No transactions yet.' }: TransactionListProps) {
  const list = useTransactionList(filter, pageSize);

  if (!isDateRangeValid(filter)) return null;
  if (list.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading transactions">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={72} radius="md" />
        ))}
      </Stack>
    );
  }
  // A failed 'Load more' keeps the pages already shown.
  if (!list.data) return <QueryErrorAlert error={list.error} onRetry={() => void list.refetch()} />;

  const transactions = list.data.pages.flatMap((page) => page.items);
  if (transactions.length === 0) return <EmptyState py="lg" icon={<IconReceipt />} title={emptyText} />;

  return (
    <Stack gap="sm">
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Transactions">
        {transactions.map((transaction) => (
          <TransactionCard key={transaction._id} transaction={transaction} />
        ))}
      </Stack>
      {!firstPageOnly && list.hasNextPage && (
        <Button variant="default" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage} style={{ alignSelf: 'center' }}>
          Load more
        </Button>
      )}
      {list.isFetchNextPageError && <QueryErrorAlert error={list.error} onRetry={() => void list.fetchNextPage()} />}
    </Stack>
  );
}
