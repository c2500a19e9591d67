import { ActionIcon, Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { CHAT_MESSAGE_MAX, consumableMessages, directMessageSchema } from '@velvet/contracts';
import { useState } from 'react';
import { VerificationGatePrompt } from '@/features/verification/components/VerificationGatePrompt';
import { useVerificationGate } from '@/features/verification/hooks/use-verification-gate';
import { isApiRequestError } from '@/shared/api';
import { toUserMessage } from '@/shared/errors';
import { showToast } from '@/shared/ui/toast';
import { useConsumablePurchaseUpdates, useConsumables, useSendDirectMessage } from '../hooks/use-consumables';
import { directMessageState } from '../lib/plans';
import { PurchasePlansModal } from './PurchasePlansModal';

function DirectMessageForm({ conversationId, creatorName, onBuy, onDone }: { conversationId: string; creatorName: string; onBuy: () => void; onDone: () => void }) {
  const consumables = useConsumables();
  const send = useSendDirectMessage();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const state = consumables.data ? directMessageState(consumables.data) : null;

  const submit = () => {
    const parsed = directMessageSchema.safeParse({ channel_id: conversationId, message: text });
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
      <Text size="sm">A direct message reaches {creatorName} without a chat fee, for one of your direct messages.</Text>
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
      <Group justify="space-between">
        <Button variant="subtle" onClick={onBuy}>
          Buy direct messages
        </Button>
        <Button onClick={submit} loading={send.isPending} disabled={state === 'empty'}>
          Send direct message
        </Button>
      </Group>
    </Stack>
  );
}

/** A fan's direct message to a creator: the DM box, and 'Purchase plans' when none are left ('At zero remaining DMs the plan purchase dialog opens'). */
export function DirectMessageButton({ conversationId, creatorName }: { conversationId: string; creatorName: string }) {
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
        {opened && <DirectMessageForm conversationId={conversationId} creatorName={creatorName} onBuy={buy} onDone={() => setOpened(false)} />}
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
