import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { Lock, MediaItem } from '@velvet/contracts';
import { useSession } from '@/features/auth/hooks/use-session';
import { useChannelCheckout } from '@/features/channels/hooks/use-channel-checkout';
import { VerificationGatePrompt } from '@/features/verification/components/VerificationGatePrompt';
import { useModalManager } from '@/shared/modals';
import { useMemberAction } from '../hooks/use-member-action';
import { lockOffer, mediaCountsLabel } from '../lib/lock-state';

type LockPanelProps = { lock: Lock; kind: 'post' | 'story'; id: string; media?: readonly Pick<MediaItem, 'type'>[] };

/**
 * What stands over locked media: a lock, what it holds ('3 photos · 1 video'), and 'Subscribe' (the
 * channel's checkout, in place) or 'Unlock for $X'.
 */
export function LockPanel({ lock, kind, id, media = [] }: LockPanelProps) {
  const session = useSession();
  const { openModal } = useModalManager();
  const checkout = useChannelCheckout();
  const purchase = useMemberAction('purchase');
  const offer = lockOffer(lock);
  if (offer.kind === 'open') return null;
  const holds = mediaCountsLabel(media);

  const subscribe = (channelUsername: string) => (session.status === 'signed-in' ? void checkout.open(channelUsername) : openModal('SIGN_IN'));

  return (
    <Stack align="center" gap="xs" p="md" ta="center">
      <ThemeIcon size={48} radius="xl" variant="filled" color="dark" aria-hidden>
        <IconLock size={26} />
      </ThemeIcon>
      {holds && (
        <Text size="sm" fw={600} data-testid="locked-media-counts">
          {holds}
        </Text>
      )}
      {offer.kind === 'subscribe' && (
        <>
          <Text fw={600}>Subscribe to {offer.channelName} to see this {kind}</Text>
          <Button loading={checkout.loading} onClick={() => subscribe(offer.channelUsername)}>
            {offer.label}
          </Button>
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
