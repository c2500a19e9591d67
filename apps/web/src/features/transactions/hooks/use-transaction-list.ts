import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { moneyKeys } from '@/shared/queries';
import { listTransactions } from '../api/list-transactions';
import { isDateRangeValid, transactionListQuery, type TransactionFilter } from '../lib/transaction-filter';

const PAGE_SIZE = 20;

/** The user's transactions, newest first, a keyset page at a time ('Load more'). */
export function useTransactionList(filter: TransactionFilter, pageSize = PAGE_SIZE) {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: [...moneyKeys.transactions, 'list', filter, pageSize],
    queryFn: async ({ pageParam, signal }) => {
      const page = await listTransactions(transactionListQuery(filter, pageParam, pageSize), signal);
      // Opening a transaction from the list shows it at once.
      for (const transaction of page.items) queryClient.setQueryData(moneyKeys.transaction(transaction._id), transaction);
      return page;
    },
    initialPageParam: null as { d: string; t: string } | null,
    getNextPageParam: (lastPage) => lastPage.next,
    enabled: isDateRangeValid(filter),
  });
}
