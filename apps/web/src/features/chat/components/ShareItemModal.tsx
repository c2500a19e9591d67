import { Button, Group, Modal, SegmentedControl, Select, Stack, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CHAT_MESSAGE_MAX, chatShareSchema, sharedItemMessages, type SharedEntityType } from '@velvet/contracts';
import { useState } from 'react';
import { toUserMessage } from '@/shared/errors';
import { showToast } from '@/shared/ui/toast';
import { chatKeys } from '../api/chat-keys';
import { getShareableItems } from '../api/shared-items-api';
import { useShareItem } from '../hooks/use-shared-items';
import { sharedEntityLabels, sharedItemPrice } from '../lib/shared-item';

/** The creator's own items of a kind that can be sold in a chat: paid posts, channels, collab groups. */
function useShareableItems(kind: SharedEntityType) {
  const query = useQuery({ queryKey: [...chatKeys.all, 'shareable', kind], queryFn: ({ signal }) => getShareableItems(kind, signal) });
  const options = (query.data ?? []).map((item) => ({ value: item.entity_id, label: `${item.name} · ${sharedItemPrice(item)}` }));
  return { options, isPending: query.isPending, error: query.error };
}

type Props = { conversationId: string; onClose: () => void };

/** A creator shares a paid post, a channel or a collab group into the conversation for the fan to buy there. */
export function ShareItemModal({ conversationId, onClose }: Props) {
  const [kind, setKind] = useState<SharedEntityType>('post');
  const [entityId, setEntityId] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const items = useShareableItems(kind);
  const share = useShareItem();

  const submit = () => {
    const parsed = chatShareSchema.safeParse({ channel_id: conversationId, entity_type: kind, entity_id: entityId ?? '', message_text: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? sharedItemMessages.itemNotFound);
      return;
    }
    setError(null);
    share.mutate(parsed.data, {
      onSuccess: () => {
        showToast({ color: 'green', message: sharedItemMessages.shared });
        onClose();
      },
      onError: (failure) => setError(toUserMessage(failure)),
    });
  };

  return (
    <Modal opened onClose={onClose} title="Share an item" centered>
      <Stack>
        <SegmentedControl
          aria-label="What to share"
          value={kind}
          onChange={(value) => {
            setKind(value as SharedEntityType);
            setEntityId(null);
          }}
          data={(['post', 'channel', 'group'] as const).map((value) => ({ value, label: sharedEntityLabels[value] }))}
        />
        <Select
          label={sharedEntityLabels[kind]}
          placeholder={items.isPending ? 'Loading…' : 'Choose one'}
          data={items.options}
          value={entityId}
          onChange={setEntityId}
          disabled={items.isPending}
          nothingFoundMessage="Nothing to show here :("
          error={error}
        />
        {!items.isPending && items.options.length === 0 && (
          <Text size="sm" c="dimmed">
            {kind === 'post' ? 'You have no pay-to-view posts yet.' : kind === 'channel' ? 'You have no channels yet.' : 'You are in no collab groups yet.'}
          </Text>
        )}
        {items.error && (
          <Text size="sm" c="red" role="alert">
            {toUserMessage(items.error)}
          </Text>
        )}
        <Textarea label="Message (optional)" value={text} onChange={(event) => setText(event.currentTarget.value)} maxLength={CHAT_MESSAGE_MAX} autosize minRows={1} maxRows={4} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={share.isPending} disabled={!entityId}>
            Share
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
