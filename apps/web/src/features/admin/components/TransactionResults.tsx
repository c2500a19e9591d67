import { Paper, Stack, Text } from '@mantine/core';
import type { Transaction } from '@velvet/contracts';
import type { ReactNode } from 'react';
import { useNow } from '@/shared/hooks/use-now';
import { CenteredLoader } from '@/shared/ui/CenteredLoader';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import type { useTransactionSearch } from '../hooks/use-admin-console';
import { AdminTransactionRow } from './AdminTransactionRow';
import { LoadMore } from './LoadMore';

type TransactionResultsProps = {
  /** The list's accessible name. */
  label: string;
  results: ReturnType<typeof useTransactionSearch>;
  empty: string;
  /** The button beside each transaction (Choose, Refund), if any. */
  action: (transaction: Transaction) => ReactNode;
};

/** Transactions found by the console's search, with their loading, error and empty states and "Load more". */
export function TransactionResults({ label, results, empty, action }: TransactionResultsProps) {
  const now = useNow();
  const found = results.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack gap="xs">
      {results.isPending && results.fetchStatus === 'fetching' && <CenteredLoader label="Loading transactions" />}
      {results.isError && <QueryErrorAlert error={results.error} onRetry={() => void results.refetch()} />}
      {results.data && found.length === 0 && <Text c="dimmed">{empty}</Text>}
      {found.length > 0 && (
        <Stack gap="xs" component="ul" aria-label={label} p={0} m={0} style={{ listStyle: 'none' }}>
          {found.map((transaction) => (
            <Paper key={transaction._id} withBorder radius="md" p="sm" component="li">
              <AdminTransactionRow transaction={transaction} now={now} actions={action(transaction)} />
            </Paper>
          ))}
        </Stack>
      )}
      <LoadMore pages={results} />
    </Stack>
  );
}
