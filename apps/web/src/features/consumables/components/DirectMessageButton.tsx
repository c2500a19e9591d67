import { ActionIcon, Alert, Button, CloseButton, FileButton, Group, Image, Modal, Progress, Stack, Text, Textarea } from '@mantine/core';
import { IconMailForward, IconPaperclip } from '@tabler/icons-react';
import { CHAT_MEDIA_MAX, CHAT_MESSAGE_MAX, consumableMessages, directMessageSchema } from '@velvet/contracts';
import { lazy, Suspense, useState } from 'react';
import { VerificationGatePrompt } from '@/features/verification/components/VerificationGatePrompt';
import { useVerificationGate } from '@/features/verification/hooks/use-verification-gate';
import { isApiRequestError } from '@/shared/api';
import { toUserMessage } from '@/shared/errors';
import { useMediaAttachments } from '@/shared/hooks/use-media-attachments';
import { showToast } from '@/shared/ui/toast';
import { useConsumablePurchaseUpdates, useConsumables, useSendDirectMessage } from '../hooks/use-consumables';
import { directMessageState } from '../lib/plans';
import { PurchasePlansModal } from './PurchasePlansModal';

// Only a creator who opens their vault here needs it.
const VaultPhotoSelect = lazy(() => import('@/features/vault/components/VaultPhotoSelect').then((module) => ({ default: module.VaultPhotoSelect })));

type DirectMessageFormProps = { conversationId: string; recipientName: string; fromCreator: boolean; onBuy: () => void; onDone: () => void };

function DirectMessageForm({ conversationId, recipientName, fromCreator, onBuy, onDone }: DirectMessageFormProps) {
  const consumables = useConsumables();
  const send = useSendDirectMessage();
  const [text, setText] = useState('');
  const [vaultIds, setVaultIds] = useState<string[]>([]);
  const [vaultOpen, setVaultOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { media, progress, attach, remove } = useMediaAttachments(setError);
  const state = consumables.data ? directMessageState(consumables.data) : null;

  const submit = () => {
    // A message, files or vault media: any one is enough ('Please enter a message' only when all are empty).
    const parsed = directMessageSchema.safeParse({ channel_id: conversationId, message: text, media, vault_media_ids: vaultIds });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? consumableMessages.enterMessage);
      return;
    }
    setError(null);
    send.mutate(parsed.data, {
      onSuccess: () => {
        showToast({ color: 'green', message: consumableMessages.sent });
        onDone();
      },
      onError: (failure) => {
        // The spec's 'Failed to send message', then the server's reason when it gave one.
        const reason = isApiRequestError(failure) ? toUserMessage(failure) : null;
        setError(reason ? `${consumableMessages.sendFailed}: ${reason}` : consumableMessages.sendFailed);
        if (reason === consumableMessages.noDirectMessages) onBuy();
      },
    });
  };

  return (
    <Stack>
      <Text size="sm">
        {fromCreator
          ? `A direct message reaches ${recipientName} for one of your direct messages, if their message settings allow it.`
          : `A direct message reaches ${recipientName} without a chat fee, for one of your direct messages.`}
      </Text>
      {consumables.data && (
        <Text size="sm" fw={600} data-testid="dm-remaining">
          Direct messages left: {consumables.data.direct_message}
        </Text>
      )}
      {state === 'low' && (
        <Alert color="yellow" variant="light" role="status">
          You are running low on direct messages.
        </Alert>
      )}
      <Textarea label="Direct message" value={text} onChange={(event) => setText(event.currentTarget.value)} maxLength={CHAT_MESSAGE_MAX} autosize minRows={2} maxRows={6} error={error} />
      {media.length > 0 && (
        <Group gap="xs">
          {media.map((item) => (
            <Group key={item.path} gap={2} wrap="nowrap">
              {item.type === 'video' ? <Text size="xs">Video</Text> : <Image src={item.path} alt="Photo to send" w={48} h={48} radius="sm" fit="cover" />}
              <CloseButton size="sm" aria-label="Remove file" onClick={() => remove(item.path)} />
            </Group>
          ))}
        </Group>
      )}
      {progress !== null && <Progress value={progress} size="sm" aria-label="Upload progress" />}
      <Group gap="xs">
        <FileButton onChange={(file) => void attach(file)} accept="image/png,image/jpeg,image/gif,image/webp,video/*">
          {(props) => (
            <Button {...props} variant="light" size="xs" leftSection={<IconPaperclip size={14} />} disabled={progress !== null || media.length + vaultIds.length >= CHAT_MEDIA_MAX}>
              Attach a photo or video
            </Button>
          )}
        </FileButton>
        {fromCreator && (
          <Button variant="light" size="xs" onClick={() => setVaultOpen((open) => !open)} aria-expanded={vaultOpen}>
            {vaultOpen ? 'Hide your vault' : vaultIds.length ? `From your vault (${vaultIds.length})` : 'From your vault'}
          </Button>
        )}
      </Group>
      {fromCreator && vaultOpen && (
        <Suspense fallback={<Text size="sm" c="dimmed">Loading your vault…</Text>}>
          <VaultPhotoSelect value={vaultIds} onChange={setVaultIds} max={Math.max(0, CHAT_MEDIA_MAX - media.length)} withVideos />
        </Suspense>
      )}
      <Group justify="space-between">
        <Button variant="subtle" onClick={onBuy}>
          Buy direct messages
        </Button>
        <Button onClick={submit} loading={send.isPending} disabled={state === 'empty' || progress !== null}>
          Send direct message
        </Button>
      </Group>
    </Stack>
  );
}

type DirectMessageButtonProps = { conversationId: string; recipientName: string; /** A creator writing to a fan may add vault media. */ fromCreator?: boolean };

/**
 * A direct message, a fan's to a creator or a creator's to a fan: the DM box, and 'Purchase plans' when
 * none are left ('At zero remaining DMs the plan purchase dialog opens').
 */
export function DirectMessageButton({ conversationId, recipientName, fromCreator = false }: DirectMessageButtonProps) {
  const consumables = useConsumables();
  useConsumablePurchaseUpdates();
  const [opened, setOpened] = useState(false);
  const [buying, setBuying] = useState(false);
  const gate = useVerificationGate('send direct message');
  const open = () =>
    gate.guard(() => {
      if (consumables.data && directMessageState(consumables.data) === 'empty') setBuying(true);
      else setOpened(true);
    });
  const buy = () => {
    setOpened(false);
    setBuying(true);
  };

  return (
    <>
      <ActionIcon variant="subtle" size="lg" aria-label="Direct message" onClick={open} loading={consumables.isPending}>
        <IconMailForward size={20} />
      </ActionIcon>
      <Modal opened={gate.prompt !== null} onClose={gate.dismiss} title="Direct message" centered>
        <VerificationGatePrompt gate={gate} />
      </Modal>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Direct message" centered>
        {opened && <DirectMessageForm conversationId={conversationId} recipientName={recipientName} fromCreator={fromCreator} onBuy={buy} onDone={() => setOpened(false)} />}
      </Modal>
      <PurchasePlansModal
        kind="direct_message"
        opened={buying}
        onClose={() => {
          setBuying(false);
          void consumables.refetch();
        }}
      />
    </>
  );
}
