import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { noTransactionFilter, type TransactionFilter } from '../lib/transaction-filter';
import { TransactionFilters } from './TransactionFilters';
import { TransactionList } from './TransactionList';

/** /settings/transactions: the filterable list. */
export function TransactionsPanel() {
  const [filter, setFilter] = useState<TransactionFilter>(noTransactionFilter);
  const filtered = filter.type !== null || filter.from !== '' || filter.to !== '';

  return (
    <Stack>
      <Title order={1} size="h2">
        Transactions
      </Title>
      <TransactionFilters filter={filter} onChange={setFilter} />
      <TransactionList filter={filter} emptyText={filtered ? 'No transactions match these filters.' : 'No transactions yet.'} />
    </Stack>
  );
}
