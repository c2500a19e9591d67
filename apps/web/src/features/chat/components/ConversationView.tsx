import { ActionIcon, Alert, Anchor, Badge, Group, Menu, Text } from '@mantine/core';
import { IconArrowLeft, IconDotsVertical, IconPlugConnectedX } from '@tabler/icons-react';
import { chatEvents, chatMessages, messages, type ChatEntry } from '@velvet/contracts';
import { useEffect, useState } from 'react';
import { useRealtimeEvent } from '@/shared/realtime';
import { showToast } from '@/shared/ui/toast';
import { Link } from 'react-router';
import { SendPaidMediaButton } from '@/features/chat-media/components/SendPaidMediaButton';
import { VoiceRecorderButton } from '@/features/chat-media/components/VoiceRecorderButton';
import { DirectMessageButton } from '@/features/consumables/components/DirectMessageButton';
import { SuperLikePokeButtons } from '@/features/consumables/components/SuperLikePokeButtons';
import { SendPromotionButton } from '@/features/requests/components/SendPromotionButton';
import { toUserMessage } from '@/shared/errors';
import { paths } from '@/shared/routing/paths';
import { useConversationSettings } from '../hooks/use-chat-actions';
import { useConversationRoom } from '../hooks/use-conversation-room';
import { TYPING_SHOWN_MS } from '../lib/chat-cache';
import { chatFeeGate, isChatFeeRefusal } from '../lib/chat-fee';
import { ChatFeePrompt } from './ChatFeePrompt';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { PartyAvatar } from './PartyAvatar';
import { PinnedBar } from './PinnedBar';
import { SetAliasModal } from './SetAliasModal';
import { ShareItemButton } from './ShareItemButton';

type ConversationViewProps = { entry: ChatEntry; viewerId: string; viewerIsCreator: boolean };

/** The open conversation: who it is with, pins, messages and the composer, live over the socket. */
export function ConversationView({ entry, viewerId, viewerIsCreator }: ConversationViewProps) {
  const { socketDown } = useConversationRoom(entry.converse_channel_id);
  const [aliasOpened, setAliasOpened] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const other = entry.other;
  const note = entry.notes[other._id];
  const feeGate = chatFeeGate(entry.chat_fee, refusal);
  const settings = useConversationSettings(entry);
  const change = (input: { muted?: boolean; archived?: boolean; blocked?: boolean }) =>
    settings.mutate(input, { onSuccess: () => showToast({ message: chatMessages.settingsSaved }), onError: (error) => showToast({ color: 'red', message: toUserMessage(error) }) });
  const [typingAt, setTypingAt] = useState<number | null>(null);
  useRealtimeEvent(chatEvents.typing, (payload) => {
    const event = payload as { converse_id?: string; user_id?: string };
    if (event.converse_id === entry._id && event.user_id === other._id) setTypingAt(Date.now());
  });
  useEffect(() => {
    if (typingAt === null) return;
    const timer = window.setTimeout(() => setTypingAt(null), TYPING_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [typingAt]);
  const blockedNote = entry.blocked ? chatMessages.blocked : entry.blocked_by_other ? chatMessages.blockedByOther : null;
  // A creator sells photos and voice messages and may send a fan a direct message; a fan sends free voice notes and may write a creator by direct message, chat fee or not.
  const composerActions = viewerIsCreator ? (
    <>
      <SendPaidMediaButton conversationId={entry._id} />
      <VoiceRecorderButton conversationId={entry._id} />
      <ShareItemButton conversationId={entry._id} />
      {other.role === 'USER' && <SendPromotionButton fanId={other._id} />}
      {other.role === 'USER' && <DirectMessageButton conversationId={entry._id} recipientName={other.display_name} fromCreator />}
    </>
  ) : (
    <>
      <VoiceRecorderButton conversationId={entry._id} free />
      {other.role === 'CREATOR' && <DirectMessageButton conversationId={entry._id} recipientName={other.display_name} />}
    </>
  );
  const onRefused = (error: unknown) => {
    const message = toUserMessage(error);
    if (isChatFeeRefusal(message)) setRefusal(message);
  };

  return (
    <>
      <Group px="md" py="sm" justify="space-between" wrap="nowrap" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <ActionIcon component={Link} to={paths.chat.to()} variant="subtle" color="gray" aria-label="Back to conversations" hiddenFrom="sm">
            <IconArrowLeft size={18} />
          </ActionIcon>
          <PartyAvatar user={other} />
          <div style={{ minWidth: 0 }}>
            <Group gap={6} wrap="nowrap">
              <Text fw={600} truncate component="h2" size="md" m={0}>
                {other.display_name}
              </Text>
              {other.badges.includes('VerifiedCreator') && (
                <Badge size="xs" variant="light">
                  Verified
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed" truncate>
              {other.role === 'CREATOR' ? (
                <Anchor component={Link} to={paths.creator.to(other.username)} size="xs">
                  @{other.username}
                </Anchor>
              ) : (
                `@${other.username}`
              )}
              {other.online !== null && ` · ${other.online ? 'Online' : 'Offline'}`}
              {note && ` · ${note}`}
              {typingAt !== null && ` · ${chatMessages.typing}`}
            </Text>
          </div>
        </Group>
        <Group gap={4} wrap="nowrap">
          {!viewerIsCreator && other.role === 'CREATOR' && <SuperLikePokeButtons creatorId={other._id} />}
          <Menu position="bottom-end">
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label="Conversation options">
                <IconDotsVertical size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => setAliasOpened(true)}>Set Alias</Menu.Item>
              <Menu.Item onClick={() => change({ muted: !entry.muted })}>{entry.muted ? 'Unmute' : 'Mute'}</Menu.Item>
              <Menu.Item onClick={() => change({ archived: !entry.archived })}>{entry.archived ? 'Unarchive' : 'Archive'}</Menu.Item>
              <Menu.Item color="red" onClick={() => change({ blocked: !entry.blocked })}>
                {entry.blocked ? 'Unblock' : 'Block'}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
      {socketDown && (
        <Alert color="red" variant="light" icon={<IconPlugConnectedX />} radius={0} role="status">
          {messages.socketNotConnected}
        </Alert>
      )}
      <PinnedBar conversationId={entry._id} viewerId={viewerId} canPinForAll={viewerIsCreator} />
      <MessageList conversationId={entry._id} viewerId={viewerId} canPinForAll={viewerIsCreator} />
      {feeGate.blocked && <ChatFeePrompt creator={other} usedUp={feeGate.usedUp} onServicesClosed={() => setRefusal(null)} />}
      {blockedNote && (
        <Alert color="gray" variant="light" radius={0} role="status">
          {blockedNote}
        </Alert>
      )}
      <Composer conversationId={entry._id} disabled={feeGate.blocked || blockedNote !== null} onRefused={onRefused} actions={composerActions} />
      <SetAliasModal user={other} note={note} opened={aliasOpened} onClose={() => setAliasOpened(false)} />
    </>
  );
}
