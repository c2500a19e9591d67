import { Button } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { Suspense, lazy, useState } from 'react';

// The drawer and its request dialogs weigh more than the rest of the creator page's actions: fetched on the first open.
const ServicesDrawer = lazy(() => import('./ServicesDrawer').then((module) => ({ default: module.ServicesDrawer })));

/** 'Services' on a creator's page: opens the creator's Services list. */
export function ServicesButton({ creatorId, creatorName }: { creatorId: string; creatorName: string }) {
  const [opened, setOpened] = useState(false);
  // Once loaded it stays mounted, so closing it animates and opening it again is instant.
  const [wanted, setWanted] = useState(false);
  if (opened && !wanted) setWanted(true);
  return (
    <>
      <Button variant="light" leftSection={<IconSparkles size={16} aria-hidden />} onClick={() => setOpened(true)}>
        Services
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <ServicesDrawer creatorId={creatorId} creatorName={creatorName} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
