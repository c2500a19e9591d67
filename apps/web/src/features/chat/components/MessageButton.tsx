import { Button, Stack } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useSession } from '@/features/auth/hooks/use-session';
import { VerificationGatePrompt } from '@/features/verification/components/VerificationGatePrompt';
import { useVerificationGate } from '@/features/verification/hooks/use-verification-gate';
import { useModalManager } from '@/shared/modals';
import { paths } from '@/shared/routing/paths';

/** 'Message' on a creator's page: opens the chat with them (guests sign in first, the verification gate asks the rest); not on one's own page. */
export function MessageButton({ userId }: { userId: string }) {
  const session = useSession();
  const navigate = useNavigate();
  const { openModal } = useModalManager();
  const gate = useVerificationGate('chat');
  if (session.status === 'loading') return null;
  if (session.status === 'signed-in' && session.user._id === userId) return null;

  return (
    <Stack gap={4}>
      <Button
        variant="default"
        leftSection={<IconMessageCircle size={18} />}
        onClick={() => (session.status === 'signed-in' ? gate.guard(() => void navigate(paths.chat.to(userId))) : openModal('SIGN_IN'))}
      >
        Message
      </Button>
      <VerificationGatePrompt gate={gate} />
    </Stack>
  );
}
