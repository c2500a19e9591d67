import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconShieldCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { KycStatus } from '@velvet/contracts';
import { meQueryOptions } from '@/features/auth/api/get-me';
import { toUserMessage } from '@/shared/errors';
import { useKycDecisionRefetch, useStartKyc } from '../hooks/use-kyc';
import { kycStatusText } from '../lib/gate';

const badge: Record<KycStatus, { color: string; label: string }> = {
  none: { color: 'gray', label: 'Not verified' },
  pending: { color: 'yellow', label: 'Pending' },
  verified: { color: 'green', label: 'Verified' },
  declined: { color: 'red', label: 'Declined' },
};

// While a decision is awaited the status is also polled, in case the push was missed.
const PENDING_POLL_MS = 3000;

/** /settings/kyc: the verification status, and the way to the provider's page. */
export function KycPanel() {
  const me = useQuery({ ...meQueryOptions, refetchOnMount: 'always', refetchInterval: (query) => (query.state.data?.kyc.status === 'pending' ? PENDING_POLL_MS : false) });
  const start = useStartKyc();
  useKycDecisionRefetch();
  if (!me.data) return null;
  const { role, kyc } = me.data;
  const title = role === 'CREATOR' ? 'KYC verification' : 'Age verification';

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="kyc-title">
      <Stack gap="md" align="flex-start">
        <Group gap="sm">
          <Title order={1} size="h3" id="kyc-title">
            {title}
          </Title>
          <Badge color={badge[kyc.status].color} variant="light" data-testid="kyc-status">
            {badge[kyc.status].label}
          </Badge>
        </Group>
        <Text>{kycStatusText(kyc.status, role)}</Text>
        {kyc.status !== 'verified' && (
          <Text size="sm" c="dimmed">
            You will be asked for an identity document and a selfie on our verification partner&apos;s page.
          </Text>
        )}
        {start.error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
            {toUserMessage(start.error)}
          </Alert>
        )}
        {kyc.status !== 'verified' && (
          <Button leftSection={<IconShieldCheck size={18} />} loading={start.isPending || start.isSuccess} onClick={() => start.mutate()}>
            {kyc.status === 'none' ? 'Start verification' : 'Verify again'}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
