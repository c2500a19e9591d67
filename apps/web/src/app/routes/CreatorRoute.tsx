import { Button, Stack } from '@mantine/core';
import { IconCoin } from '@tabler/icons-react';
import type { CreatorProfile } from '@velvet/contracts';
import { useParams } from 'react-router';
import { useSession } from '@/features/auth';
import { CreatorProfileView } from '@/features/creators';
import { useVerificationGate, VerificationGatePrompt } from '@/features/verification';
import { useModalManager } from '@/shared/modals';

/** 'Send tip' opens Confirm Tip for signed-in fans who pass the verification gate; guests get the Sign In dialog first. */
function SendTipButton({ creator }: { creator: CreatorProfile }) {
  const session = useSession();
  const { openModal } = useModalManager();
  const gate = useVerificationGate('send tip');
  if (session.status === 'loading') return null;
  if (session.status === 'signed-in' && session.user.role !== 'USER') return null;

  const onClick = () =>
    session.status === 'guest'
      ? openModal('SIGN_IN')
      : gate.guard(() =>
          openModal('SEND_TIP', { recipientId: creator._id, recipientName: creator.display_name, traceableData: { entity: 'profile', ref: creator._id } }),
        );

  return (
    <Stack gap="xs" align="flex-end">
      <Button leftSection={<IconCoin size={18} />} onClick={onClick}>
        Send tip
      </Button>
      <VerificationGatePrompt gate={gate} />
    </Stack>
  );
}

export function CreatorRoute() {
  const { username = '' } = useParams();
  return <CreatorProfileView key={username} username={username} actions={(creator) => <SendTipButton creator={creator} />} />;
}
