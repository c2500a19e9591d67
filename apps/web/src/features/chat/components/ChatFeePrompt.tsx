import { Alert, Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { chatMessages, type ChatUser } from '@velvet/contracts';
import { useState } from 'react';
import { ServicesDrawer } from '@/features/services/components/ServicesDrawer';
import { chatKeys } from '../api/chat-keys';

type ChatFeePromptProps = { creator: ChatUser; usedUp: boolean; onServicesClosed: () => void };

/** The chat-fee gate: the creator asks a fee before fans may write; their services drawer sells it here. */
export function ChatFeePrompt({ creator, usedUp, onServicesClosed }: ChatFeePromptProps) {
  const queryClient = useQueryClient();
  const [servicesOpened, setServicesOpened] = useState(false);
  const closeServices = () => {
    setServicesOpened(false);
    // A fee bought in the drawer changes what this conversation allows.
    void queryClient.invalidateQueries({ queryKey: chatKeys.all });
    onServicesClosed();
  };

  return (
    <Alert color="yellow" variant="light" icon={<IconLock />} title={usedUp ? chatMessages.chatFeeUsedUp : chatMessages.chatFeeRequired} m="sm" role="alert">
      {creator.display_name} asks a chat fee before fans can write. Pay it from their services, then write here.
      <Button onClick={() => setServicesOpened(true)} size="xs" mt="sm" display="block" w="fit-content">
        Open {creator.display_name}&apos;s services
      </Button>
      <ServicesDrawer creatorId={creator._id} creatorName={creator.display_name} opened={servicesOpened} onClose={closeServices} />
    </Alert>
  );
}
