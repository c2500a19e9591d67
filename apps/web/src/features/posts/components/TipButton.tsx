import { Button, Stack, type ButtonProps } from '@mantine/core';
import { IconCoin } from '@tabler/icons-react';
import { VerificationGatePrompt } from '@/features/verification/components/VerificationGatePrompt';
import { useModalManager, type ModalInnerProps } from '@/shared/modals';
import { useMemberAction } from '../hooks/use-member-action';

type TipButtonProps = ModalInnerProps['SEND_TIP'] & { size?: ButtonProps['size']; variant?: ButtonProps['variant']; label?: string };

/**
 * 'Send tip' (or what a post or story calls it) opens Confirm Tip for fans who pass the verification gate; guests get Sign In first.
 * Creators and admins do not tip, so they see no button.
 */
export function TipButton({ size, variant, label = 'Send tip', ...tip }: TipButtonProps) {
  const { openModal } = useModalManager();
  const member = useMemberAction('send tip');
  if (member.session.status === 'loading') return null;
  if (member.session.status === 'signed-in' && member.session.user.role !== 'USER') return null;

  return (
    <Stack gap="xs" align="flex-end">
      <Button size={size} variant={variant} leftSection={<IconCoin size={18} />} onClick={() => member.run(() => openModal('SEND_TIP', tip))}>
        {label}
      </Button>
      <VerificationGatePrompt gate={member.gate} />
    </Stack>
  );
}
