import { Group, Stack, Text } from '@mantine/core';
import { formatUsd, type Transaction } from '@velvet/contracts';
import type { ReactNode } from 'react';
import { DisputeBadge } from '@/features/transactions/components/DisputeBadge';
import { TransactionStatusBadge } from '@/features/transactions/components/TransactionStatusBadge';
import { transactionTypeLabel } from '@/features/transactions/lib/transaction-display';
import { formatDateTime } from '@/shared/format';

/** Who paid whom, as staff read it: "@fan → @creator". */
export const partiesLine = (transaction: Pick<Transaction, 'from' | 'to'>) => {
  const to = transaction.to.map((part) => `@${part.recipient.username}`).join(', ');
  return [transaction.from ? `@${transaction.from.username}` : null, to || null].filter(Boolean).join(' → ');
};

/** One transaction in the console: type, states, total paid, when, who, its id; `actions` beside it. */
export function AdminTransactionRow({ transaction, now, actions }: { transaction: Transaction; now: number; actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {transactionTypeLabel(transaction)} · {formatUsd(transaction.total_amount_with_tax)}
          </Text>
          <TransactionStatusBadge transaction={transaction} />
          <DisputeBadge transaction={transaction} />
        </Group>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {formatDateTime(transaction.created_at, now)} · {partiesLine(transaction)} · {transaction.method}
        </Text>
        <Text size="xs" ff="monospace" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {transaction._id}
        </Text>
      </Stack>
      {actions}
    </Group>
  );
}
