import { Badge } from '@mantine/core';
import type { Transaction } from '@velvet/contracts';
import { statusColors, statusLabels, transactionStatus } from '../lib/transaction-display';

export function TransactionStatusBadge({ transaction }: { transaction: Pick<Transaction, 'status' | 'category'> }) {
  const { shown, detail } = transactionStatus(transaction);
  return (
    <Badge color={statusColors[shown]} variant="light" size="sm">
      {statusLabels[shown]}
      {detail ? ` · ${detail}` : ''}
    </Badge>
  );
}
