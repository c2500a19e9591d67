import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { formatUsd, type Transaction } from '@velvet/contracts';
import { formatDateTime } from '@/shared/format';
import { useNow } from '@/shared/hooks/use-now';
import { useModalManager } from '@/shared/modals';
import { counterpartOf, disputeMarker, signedAmount, transactionTypeLabel } from '../lib/transaction-display';
import { DisputeBadge } from './DisputeBadge';
import { TransactionStatusBadge } from './TransactionStatusBadge';

/** A transaction in a list: date, type, status and the signed amount; opens the Transaction info dialog. */
export function TransactionCard({ transaction }: { transaction: Transaction }) {
  const now = useNow();
  const { openModal } = useModalManager();
  const { sign, amount } = signedAmount(transaction);
  const type = transactionTypeLabel(transaction);
  const counterpart = counterpartOf(transaction)?.username;
  const dispute = disputeMarker(transaction);

  return (
    <Paper withBorder radius="md" component="li">
      <UnstyledButton
        w="100%"
        p="md"
        onClick={() => openModal('TRANSACTION_INFO', { transactionId: transaction._id })}
        aria-label={`${type}, ${sign === '+' ? 'received' : 'paid'} ${formatUsd(amount)}, ${formatDateTime(transaction.created_at, now)}${dispute ? `, ${dispute.label}` : ''}. Show details`}
      >
        <Group justify="space-between" wrap="nowrap" gap="md">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {type}
              </Text>
              <TransactionStatusBadge transaction={transaction} />
              <DisputeBadge transaction={transaction} />
            </Group>
            <Text size="sm" c="dimmed" truncate>
              {formatDateTime(transaction.created_at, now)}
              {counterpart ? ` · @${counterpart}` : ''}
            </Text>
          </Stack>
          <Text fw={700} c={sign === '+' ? 'green' : undefined} style={{ whiteSpace: 'nowrap' }}>
            {sign}
            {formatUsd(amount)}
          </Text>
        </Group>
      </UnstyledButton>
    </Paper>
  );
}
