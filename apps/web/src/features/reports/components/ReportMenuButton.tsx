import { ActionIcon, Menu, Stack } from '@mantine/core';
import { IconDots, IconFlag } from '@tabler/icons-react';
import { useVerificationGate } from '@/features/verification/hooks/use-verification-gate';
import { VerificationGatePrompt } from '@/features/verification/components/VerificationGatePrompt';
import { useModalManager } from '@/shared/modals';
import type { ReportMenuProps } from './ReportMenu';

/** The '…' menu with its 'Report' entry, for a signed-in user who does not own the item. */
export function ReportMenuButton({ label, ...target }: Omit<ReportMenuProps, 'ownerId'>) {
  const { openModal } = useModalManager();
  const gate = useVerificationGate('report post');

  return (
    <Stack gap={4} align="flex-end">
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={label}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconFlag size={16} />} onClick={() => gate.guard(() => openModal('REPORT', target))}>
            Report
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <VerificationGatePrompt gate={gate} />
    </Stack>
  );
}
