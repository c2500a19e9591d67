import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { Lock } from '@velvet/contracts';
import { useNavigate } from 'react-router';
import { useSession } from '@/features/auth/hooks/use-session';
import { VerificationGatePrompt } from '@/features/verification/components/VerificationGatePrompt';
import { useModalManager } from '@/shared/modals';
import { paths } from '@/shared/routing/paths';
import { useMemberAction } from '../hooks/use-member-action';
import { lockOffer } from '../lib/lock-state';

type LockPanelProps = { lock: Lock; kind: 'post' | 'story'; id: string };

/** What stands over locked media: a lock and 'Subscribe' (to the channel's page) or 'Unlock for $X'. */
export function LockPanel({ lock, kind, id }: LockPanelProps) {
  const session = useSession();
  const navigate = useNavigate();
  const { openModal } = useModalManager();
  const purchase = useMemberAction('purchase');
  const offer = lockOffer(lock);
  if (offer.kind === 'open') return null;

  const subscribe = (channelUsername: string) =>
    session.status === 'signed-in' ? void navigate(paths.channel.to(channelUsername)) : openModal('SIGN_IN');

  return (
    <Stack align="center" gap="xs" p="md" ta="center">
      <ThemeIcon size={48} radius="xl" variant="filled" color="dark" aria-hidden>
        <IconLock size={26} />
      </ThemeIcon>
      {offer.kind === 'subscribe' && (
        <>
          <Text fw={600}>Subscribe to {offer.channelName} to see this {kind}</Text>
          <Button onClick={() => subscribe(offer.channelUsername)}>{offer.label}</Button>
        </>
      )}
      {offer.kind === 'unlock' && (
        <>
          <Text fw={600}>Pay to view this {kind}</Text>
          <Button onClick={() => purchase.run(() => openModal('UNLOCK_CONTENT', { kind, id }))}>{offer.label}</Button>
          <VerificationGatePrompt gate={purchase.gate} />
        </>
      )}
      {offer.kind === 'unavailable' && <Text fw={600}>This {kind} is not available to you</Text>}
    </Stack>
  );
}
