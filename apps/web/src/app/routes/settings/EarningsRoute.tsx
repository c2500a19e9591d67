import { Paper, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { RequireSession } from '@/features/auth/components/RequireSession';
import { EarningsOverview } from '@/features/earnings/components/EarningsOverview';
import { RecentTransactions } from '@/features/transactions/components/RecentTransactions';

const creatorsOnly = ['CREATOR'] as const;

/** /settings/earnings, for creators: the overview, then the latest transactions. */
export function EarningsRoute() {
  useDocumentTitle('Earnings · Velvet');
  return (
    <RequireSession roles={creatorsOnly}>
      <Stack gap="lg">
        <EarningsOverview />
        <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="recent-transactions-title">
          <Title order={2} size="h4" mb="sm" id="recent-transactions-title">
            Recent transactions
          </Title>
          <RecentTransactions />
        </Paper>
      </Stack>
    </RequireSession>
  );
}
