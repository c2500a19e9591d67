import { Anchor, Badge, Box, Chip, EmptyState, Group, Skeleton, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBellOff, IconMessages, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { chatMessages, type ChatEntry } from '@velvet/contracts';
import { Link } from 'react-router';
import { formatDateTime } from '@/shared/format';
import { useNow } from '@/shared/hooks/use-now';
import { paths } from '@/shared/routing/paths';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { unreadLabel } from '../lib/unread';
import { lastMessagePreview } from '../lib/composer';
import { useConversations } from '../hooks/use-chat-queries';
import { PartyAvatar } from './PartyAvatar';
import classes from './Chat.module.css';

function ConversationItem({ entry, viewerId, selected, now }: { entry: ChatEntry; viewerId: string; selected: boolean; now: number }) {
  const note = entry.notes[entry.other._id];
  const when = entry.last_message?.createdAt ?? entry.createdAt;
  return (
    <Link to={paths.chat.to(entry.other._id)} className={classes.item} aria-current={selected ? 'page' : undefined} data-testid="conversation-item">
      <PartyAvatar user={entry.other} />
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} truncate>
            {entry.muted && <IconBellOff size={14} aria-label="Muted" role="img" style={{ marginRight: 4 }} />}
            {entry.other.display_name}
            {entry.other.online && <VisuallyHidden> (online)</VisuallyHidden>}
          </Text>
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {formatDateTime(when, now)}
          </Text>
        </Group>
        {note && (
          <Text size="xs" c="dimmed" truncate>
            {note}
          </Text>
        )}
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" c="dimmed" truncate>
            {lastMessagePreview(entry.last_message, viewerId)}
          </Text>
          {entry.unread_count > 0 && (
            <Badge size="sm" circle={entry.unread_count < 10} aria-label={`${entry.unread_count} unread`} data-testid="conversation-unread">
              {unreadLabel(entry.unread_count)}
            </Badge>
          )}
        </Group>
      </Box>
    </Link>
  );
}

/** The chat list: avatars, last message and time, unread badges and online dots, latest first. */
export function ConversationList({ viewerId, selectedUserId }: { viewerId: string; selectedUserId: string | null }) {
  const [search, setSearch] = useState('');
  const [archived, setArchived] = useState(false);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  return (
    <Stack gap={0}>
      <Stack gap="xs" p="sm">
        <TextInput
          aria-label="Search conversations"
          placeholder="Search by name or message"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maxLength={100}
        />
        <Group justify="space-between">
          <Chip size="xs" checked={archived} onChange={setArchived}>
            Archived
          </Chip>
          <Anchor component={Link} to={paths.requests.to()} size="sm">
            Requests
          </Anchor>
        </Group>
      </Stack>
      <ConversationResults viewerId={viewerId} selectedUserId={selectedUserId} archived={archived} search={debounced} />
    </Stack>
  );
}

function ConversationResults({ viewerId, selectedUserId, archived, search }: { viewerId: string; selectedUserId: string | null; archived: boolean; search: string }) {
  const conversations = useConversations({ archived, search });
  const now = useNow();

  if (conversations.isPending) {
    return (
      <Stack p="md" gap="md" aria-label="Loading conversations">
        {[0, 1, 2].map((index) => (
          <Group key={index} wrap="nowrap">
            <Skeleton circle height={38} />
            <Skeleton height={32} style={{ flex: 1 }} />
          </Group>
        ))}
      </Stack>
    );
  }
  if (conversations.isError) {
    return (
      <Box p="md">
        <QueryErrorAlert error={conversations.error} onRetry={() => void conversations.refetch()} />
      </Box>
    );
  }
  if (!conversations.data.length && (search || archived)) {
    return <EmptyState py="xl" icon={<IconSearch />} title={search ? chatMessages.noResults : 'No archived conversations'} />;
  }
  if (!conversations.data.length) {
    return <EmptyState py="xl" icon={<IconMessages />} title={chatMessages.noConversations} description="Open a creator's page and press Message to start one." />;
  }
  return (
    <nav aria-label="Conversations">
      {conversations.data.map((entry) => (
        <ConversationItem key={entry._id} entry={entry} viewerId={viewerId} selected={entry.other._id === selectedUserId} now={now} />
      ))}
    </nav>
  );
}
