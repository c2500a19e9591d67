import { Box, Center, EmptyState, Loader } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import type { Me } from '@velvet/contracts';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { useConversationWith } from '../hooks/use-chat-queries';
import { ConversationList } from './ConversationList';
import { ConversationView } from './ConversationView';
import classes from './Chat.module.css';

function OpenConversation({ userId, viewer }: { userId: string; viewer: Me }) {
  const conversation = useConversationWith(userId);
  if (conversation.isPending) {
    return (
      <Center h="100%">
        <Loader aria-label="Opening the conversation" />
      </Center>
    );
  }
  if (conversation.isError) {
    return (
      <Box p="md">
        <QueryErrorAlert error={conversation.error} onRetry={() => void conversation.refetch()} />
      </Box>
    );
  }
  return <ConversationView key={conversation.data._id} entry={conversation.data} viewerId={viewer._id} viewerIsCreator={viewer.role === 'CREATOR'} />;
}

/** /chat and /chat?user={userId}: the conversation list beside the open conversation (one column on narrow screens). */
export function ChatPage({ viewer, userId }: { viewer: Me; userId: string | null }) {
  return (
    <div className={classes.layout} data-open={userId ? '' : undefined}>
      <aside className={classes.list}>
        <ConversationList viewerId={viewer._id} selectedUserId={userId} />
      </aside>
      <section className={classes.thread} aria-label="Conversation">
        {userId ? (
          <OpenConversation key={userId} userId={userId} viewer={viewer} />
        ) : (
          <EmptyState py="xl" icon={<IconMessages />} title="Choose a conversation" description="Your messages with creators and fans appear here." />
        )}
      </section>
    </div>
  );
}
