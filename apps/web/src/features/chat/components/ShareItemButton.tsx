import { ActionIcon } from '@mantine/core';
import { IconShoppingBagPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';

const ShareItemModal = lazy(() => import('./ShareItemModal').then((module) => ({ default: module.ShareItemModal })));

/** A creator's composer action: share a post, channel or collab group for the fan to buy in the chat. */
export function ShareItemButton({ conversationId }: { conversationId: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <ActionIcon variant="subtle" size="lg" aria-label="Share an item" onClick={() => setOpened(true)}>
        <IconShoppingBagPlus size={20} />
      </ActionIcon>
      {opened && (
        <Suspense fallback={null}>
          <ShareItemModal conversationId={conversationId} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
