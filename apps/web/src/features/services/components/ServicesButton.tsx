import { Button } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { ServicesDrawer } from './ServicesDrawer';

/** 'Services' on a creator's page: opens the creator's Services list. */
export function ServicesButton({ creatorId, creatorName }: { creatorId: string; creatorName: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="light" leftSection={<IconSparkles size={16} aria-hidden />} onClick={() => setOpened(true)}>
        Services
      </Button>
      <ServicesDrawer creatorId={creatorId} creatorName={creatorName} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
