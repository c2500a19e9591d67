import { Modal, Paper, Stack, Text } from '@mantine/core';
import type { Transaction } from '@velvet/contracts';
import { useNow } from '@/shared/hooks/use-now';
import { AdminTransactionRow } from './AdminTransactionRow';
import { RefundReasonForm } from './RefundForm';

/** Refunds one purchase from a user's page: the whole total back to the fan's wallet. */
export function RefundDialog({ transaction, onClose }: { transaction: Transaction; onClose: () => void }) {
  const now = useNow();
  return (
    <Modal opened onClose={onClose} title="Refund a purchase" centered size="lg">
      <Stack>
        <Paper withBorder radius="md" p="sm">
          <AdminTransactionRow transaction={transaction} now={now} />
        </Paper>
        <Text size="sm" c="dimmed">
          The fan gets the whole total back in their wallet; earnings already released are taken back from the creator, who owes what their balance lacks.
        </Text>
        <RefundReasonForm transaction={transaction} onRefunded={onClose} />
      </Stack>
    </Modal>
  );
}
