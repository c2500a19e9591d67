import { Alert, Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { chatMessages, type ChatUser } from '@velvet/contracts';
import { Link } from 'react-router';
import { paths } from '@/shared/routing/paths';

/** The chat-fee gate: the creator asks a fee before fans may write; their services sell it. */
export function ChatFeePrompt({ creator, usedUp }: { creator: ChatUser; usedUp: boolean }) {
  return (
    <Alert color="yellow" variant="light" icon={<IconLock />} title={usedUp ? chatMessages.chatFeeUsedUp : chatMessages.chatFeeRequired} m="sm" role="alert">
      {creator.display_name} asks a chat fee before fans can write. Pay it from their services, then come back to chat.
      <Button component={Link} to={paths.creator.to(creator.username)} size="xs" mt="sm" display="block" w="fit-content">
        Open {creator.display_name}&apos;s services
      </Button>
    </Alert>
  );
}
