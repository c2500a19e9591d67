import { Paper, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useSession } from '@/features/auth/hooks/use-session';
import { IdealDetailsSection } from '@/features/payments/components/IdealDetailsSection';
import { DepositForm } from '@/features/wallet/components/DepositForm';
import { WalletBalanceCard } from '@/features/wallet/components/WalletBalanceCard';
import { SettingsPage } from './SettingsPage';

export function WalletRoute() {
  const session = useSession();
  const [searchParams] = useSearchParams();
  if (session.status !== 'signed-in') return null;
  const { user } = session;

  return (
    <SettingsPage title="Wallet">
      <WalletBalanceCard />
      <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="deposit-title">
        <Title order={2} size="h4" mb="md" id="deposit-title">
          Add money
        </Title>
        <DepositForm
          emailVerified={user.email_verified}
          focusOnMount={searchParams.get('newCard') === 'true'}
          idealDetails={<IdealDetailsSection suggested={{ f_name: user.f_name ?? '', l_name: user.l_name ?? '', email: user.email }} />}
        />
      </Paper>
    </SettingsPage>
  );
}
