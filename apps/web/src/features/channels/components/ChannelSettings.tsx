import { Alert, Anchor, Skeleton, Stack, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSession } from '@/features/auth/hooks/use-session';
import { paths } from '@/shared/routing/paths';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { useMyChannel, usePackageCounts } from '../hooks/use-channel';
import { ChannelForm } from './ChannelForm';

/** /settings/channel: the creator's channel form (create when none yet), with the KYC prompt when KYC is not complete. */
export function ChannelSettings() {
  const session = useSession();
  const channel = useMyChannel();
  const counts = usePackageCounts(channel.data?._id);
  const kycDone = session.status === 'signed-in' && session.user.kyc.full_kyc_completed;

  if (channel.isError) return <QueryErrorAlert error={channel.error} onRetry={() => void channel.refetch()} />;
  if (channel.isPending || (channel.data && counts.isPending))
    return (
      <Stack aria-busy="true" aria-label="Loading channel">
        <Skeleton height={40} />
        <Skeleton height={400} />
      </Stack>
    );
  return (
    <Stack gap="md">
      <Title order={2}>{channel.data ? 'Edit channel' : 'Create your channel'}</Title>
      {!kycDone && (
        <Alert color="yellow" variant="light" icon={<IconShieldCheck />} title="Complete your KYC">
          Fans can subscribe and pay you once your identity is verified.{' '}
          <Anchor component={Link} to={paths.kyc.to()}>
            Verify now
          </Anchor>
        </Alert>
      )}
      <ChannelForm key={channel.data?._id ?? 'new'} channel={channel.data ?? undefined} counts={counts.data} />
    </Stack>
  );
}
