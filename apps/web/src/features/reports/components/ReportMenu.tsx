import { ActionIcon, Menu, Stack } from '@mantine/core';
import { IconDots, IconFlag } from '@tabler/icons-react';
import { useSession } from '@/features/auth';
import { useVerificationGate, VerificationGatePrompt } from '@/features/verification';
import { useModalManager, type ModalInnerProps } from '@/shared/modals';

type ReportMenuProps = ModalInnerProps['REPORT'] & {
  /** Whose the item is: they cannot report it. */
  ownerId: string;
  /** What the menu button is for, for screen readers ('Post options'). */
  label: string;
};

/** The '…' menu of a post, story or creator page with its 'Report' entry; guests and the owner get none (spec: not rendered for guests). */
export function ReportMenu({ ownerId, label, ...target }: ReportMenuProps) {
  const session = useSession();
  const { openModal } = useModalManager();
  const gate = useVerificationGate('report post');
  if (session.status !== 'signed-in' || session.user._id === ownerId) return null;

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
