import { ActionIcon } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';

const SendPromotionDialog = lazy(() => import('./SendPromotionDialog').then((module) => ({ default: module.SendPromotionDialog })));

/** A creator's composer action in a chat with a fan: offer one of their services as a promotion. */
export function SendPromotionButton({ fanId }: { fanId: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <ActionIcon variant="subtle" size="lg" aria-label="Send a promotion" onClick={() => setOpened(true)}>
        <IconSpeakerphone size={20} />
      </ActionIcon>
      {opened && (
        <Suspense fallback={null}>
          <SendPromotionDialog fanId={fanId} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
