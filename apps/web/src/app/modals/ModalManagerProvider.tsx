import { ModalsProvider, modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { ModalManagerContext, createModalManager, modalComponents, type ModalHost } from '@/shared/modals';
import { modalRegistry } from './modal-registry';

const mantineHost: ModalHost = {
  // The name doubles as the modal id, so opening a dialog that is already open does nothing.
  open: (name, dialog) => modals.openContextModal({ modal: name, modalId: name, title: dialog.title, innerProps: {} }),
};

const modalManager = createModalManager(modalRegistry, mantineHost);
const components = modalComponents(modalRegistry);

export function ModalManagerProvider({ children }: { children: ReactNode }) {
  return (
    <ModalsProvider modals={components} modalProps={{ centered: true, radius: 'lg' }}>
      <ModalManagerContext value={modalManager}>{children}</ModalManagerContext>
    </ModalsProvider>
  );
}
