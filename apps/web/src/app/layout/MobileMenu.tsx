import { Drawer } from '@mantine/core';
import { MobileNavigation } from './MobileNavigation';

/** The burger's menu on small screens: a drawer rather than a collapsed navbar, so hidden links are out of the tab order. */
export function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Drawer opened={opened} onClose={onClose} title="Menu" size="xs" hiddenFrom="sm">
      <MobileNavigation onNavigate={onClose} />
    </Drawer>
  );
}
