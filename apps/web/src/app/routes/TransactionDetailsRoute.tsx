import { Anchor, Paper, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useNavigate, useParams } from 'react-router';
import { RequireSession } from '@/features/auth/components/RequireSession';
import { TransactionLoader } from '@/features/transactions/components/TransactionLoader';
import { paths } from '@/shared/routing/paths';

/** /transaction-details/{id}: one transaction, opened from the deposit success popup. */
export function TransactionDetailsRoute() {
  useDocumentTitle('Transaction details · Velvet');
  const { transactionId = '' } = useParams();
  const navigate = useNavigate();

  return (
    <RequireSession>
      <Stack maw={720} mx="auto">
        <Anchor component={Link} to={paths.transactions.to()} size="sm">
          ← All transactions
        </Anchor>
        <Title order={1} size="h2">
          Transaction details
        </Title>
        <Paper withBorder radius="lg" p="lg">
          <TransactionLoader key={transactionId} transactionId={transactionId} onNotFound={() => void navigate(paths.transactions.to())} />
        </Paper>
      </Stack>
    </RequireSession>
  );
}
