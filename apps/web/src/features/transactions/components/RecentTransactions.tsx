import { noTransactionFilter } from '../lib/transaction-filter';
import { TransactionList } from './TransactionList';

/** The latest few transactions, e.g. on the earnings page. */
export function RecentTransactions({ count = 5 }: { count?: number }) {
  return <TransactionList filter={noTransactionFilter} pageSize={count} firstPageOnly />;
}
