import { useDocumentTitle } from '@mantine/hooks';
import { TransactionsPanel } from '@/features/transactions/components/TransactionsPanel';

export function TransactionsRoute() {
  useDocumentTitle('Transactions · Velvet');
  return <TransactionsPanel />;
}
