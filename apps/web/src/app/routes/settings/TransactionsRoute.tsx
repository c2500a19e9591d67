import { useDocumentTitle } from '@mantine/hooks';
import { TransactionsPanel } from '@/features/transactions';

export function TransactionsRoute() {
  useDocumentTitle('Transactions · Velvet');
  return <TransactionsPanel />;
}
