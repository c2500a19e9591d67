import { ActionIcon, Button, Group, Menu, Stack, Text, Textarea, UnstyledButton } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCheck, IconChecks, IconDots } from '@tabler/icons-react';
import { chatMessages, chatReactions, type ChatMessage } from '@velvet/contracts';
import { useState } from 'react';
import { PaidMediaMessage } from '@/features/chat-media/components/PaidMediaMessage';
import { RequestMessage } from '@/features/requests/components/RequestMessage';
import { formatTime } from '@/shared/format/date-time';
import { toUserMessage } from '@/shared/errors';
import { showToast } from '@/shared/ui/toast';
import { useDeleteMessage, useEditMessage, usePinMessage, useReact } from '../hooks/use-chat-actions';
import { reactionChips } from '../lib/chat-cache';
import { canEdit } from '../lib/composer';
import classes from './Chat.module.css';
import { VideoPreview } from '@/shared/ui/VideoPreview';
import { SharedItemMessage } from './SharedItemMessage';
import { OtherDomainLinkFlag } from '@/shared/ui/OtherDomainLinkFlag';

type MessageBubbleProps = { message: ChatMessage; own: boolean; canPinForAll: boolean; viewerId?: string };

function EditForm({ message, onDone }: { message: ChatMessage; onDone: () => void }) {
  const [text, setText] = useState(message.message_text);
  const edit = useEditMessage();
  const save = () => edit.mutate({ messageId: message._id, text }, { onSuccess: onDone, onError: (error) => showToast({ message: toUserMessage(error), color: 'red' }) });
  return (
    <Stack gap={4}>
      <Textarea label="Edit message" value={text} onChange={(event) => setText(event.currentTarget.value)} autosize minRows={1} maxRows={6} autoFocus />
      <Group gap="xs" justify="flex-end">
        <Button size="compact-xs" variant="subtle" onClick={onDone}>
          Cancel
        </Button>
        <Button size="compact-xs" onClick={save} loading={edit.isPending} disabled={!text.trim()}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}

/** One message: own ones on the right with seen ticks, media thumbnails, the edited marker, and its actions. */
export function MessageBubble({ message, own, canPinForAll, viewerId = '' }: MessageBubbleProps) {
  const [editing, setEditing] = useState(false);
  const pin = usePinMessage(message.converse_id);
  const remove = useDeleteMessage(message.converse_id);
  const react = useReact();
  const chips = reactionChips(message.meta.reactions, viewerId);
  const toggle = (emoji: (typeof chatReactions)[number]) =>
    react.mutate({ messageId: message._id, emoji }, { onError: (error) => showToast({ message: toUserMessage(error), color: 'red' }) });
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: 'Delete message',
      children: <Text size="sm">{chatMessages.deleteConfirm}</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(message._id, {
          onSuccess: () => showToast({ message: chatMessages.messageDeleted }),
          onError: (error) => showToast({ message: toUserMessage(error), color: 'red' }),
        }),
    });
  const pinMessage = (forAll: boolean) =>
    pin.mutate({ messageId: message._id, pin: true, forAll }, { onError: (error) => showToast({ message: toUserMessage(error), color: 'red' }) });
  const confirmPinForAll = () =>
    modals.openConfirmModal({
      title: 'Pin for all',
      children: <Text size="sm">{chatMessages.pinForAllConfirm}</Text>,
      labels: { confirm: 'Pin for all', cancel: 'Cancel' },
      onConfirm: () => pinMessage(true),
    });

  return (
    <div className={`${classes.row} ${own ? classes.own : ''}`} data-testid="chat-message" data-own={own || undefined}>
      <div className={classes.bubble}>
        {(message.meta.reqId || message.meta.is_promotion) && <RequestMessage message={message} />}
        <PaidMediaMessage meta={message.meta} own={own} />
        <SharedItemMessage message={message} own={own} />
        {message.media.map((media) =>
          media.type === 'video' ? (
            <VideoPreview key={media.path} src={media.path} posterUrl={media.poster_url} size={220} />
          ) : (
            <a key={media.path} href={media.path} target="_blank" rel="noreferrer">
              <img src={media.path} alt="Photo in the chat" className={classes.media} loading="lazy" />
            </a>
          ),
        )}
        {editing ? <EditForm message={message} onDone={() => setEditing(false)} /> : message.message_text && <Text size="sm">{message.message_text}</Text>}
        {!editing && <OtherDomainLinkFlag text={message.message_text} />}
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {message.edited_at && (
            <Text size="xs" c="dimmed">
              edited
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {formatTime(new Date(message.createdAt))}
          </Text>
          {own &&
            (message.seen_count > 0 ? (
              <IconChecks size={14} aria-label="Seen" role="img" data-testid="seen-tick" color="var(--mantine-primary-color-filled)" />
            ) : (
              <IconCheck size={14} aria-label="Sent" role="img" />
            ))}
        </Group>
        {chips.length > 0 && (
          <Group gap={4} data-testid="reactions">
            {chips.map((chip) => (
              <UnstyledButton
                key={chip.emoji}
                onClick={() => toggle(chip.emoji as (typeof chatReactions)[number])}
                aria-pressed={chip.mine}
                aria-label={`${chip.emoji} ${chip.count}`}
                style={{ fontSize: 12, padding: '0 6px', borderRadius: 10, border: '1px solid var(--mantine-color-default-border)', fontWeight: chip.mine ? 700 : 400 }}
              >
                {chip.emoji} {chip.count}
              </UnstyledButton>
            ))}
          </Group>
        )}
      </div>
      <Menu position={own ? 'bottom-end' : 'bottom-start'} withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="sm" aria-label="Message actions">
            <IconDots size={14} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Group gap={2} px={6} py={4} aria-label="React">
            {chatReactions.map((emoji) => (
              <ActionIcon key={emoji} variant="subtle" size="sm" aria-label={`React ${emoji}`} onClick={() => toggle(emoji)}>
                {emoji}
              </ActionIcon>
            ))}
          </Group>
          <Menu.Divider />
          {canEdit(message, own) && <Menu.Item onClick={() => setEditing(true)}>Edit</Menu.Item>}
          {canEdit(message, own) && (
            <Menu.Item color="red" onClick={confirmDelete}>
              Delete
            </Menu.Item>
          )}
          <Menu.Item onClick={() => pinMessage(false)}>Pin</Menu.Item>
          {canPinForAll && <Menu.Item onClick={confirmPinForAll}>Pin for all</Menu.Item>}
        </Menu.Dropdown>
      </Menu>
    </div>
  );
}
