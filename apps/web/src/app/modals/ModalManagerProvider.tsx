import { ModalsProvider, modals } from '@mantine/modals';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ModalManagerContext, createModalManager, modalComponents, type ModalHost } from '@/shared/modals';
import { modalRegistry } from './modal-registry';

const mantineHost: ModalHost = {
  // The name doubles as the modal id, so opening a dialog that is already open does nothing.
  open: (name, dialog, innerProps) =>
    modals.openContextModal({ modal: name, modalId: name, title: dialog.title, innerProps, ...dialog.settings }),
};

const modalManager = createModalManager(modalRegistry, mantineHost);
const components = modalComponents(modalRegistry);

export function ModalManagerProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // A dialog belongs to the page it was opened on: following a link out of it closes it.
  useEffect(() => modals.closeAll(), [pathname]);

  // The manager wraps Mantine's provider so that dialogs themselves can open other dialogs by name.
  return (
    <ModalManagerContext value={modalManager}>
      <ModalsProvider modals={components} modalProps={{ centered: true, radius: 'lg', closeButtonProps: { 'aria-label': 'Close' } }}>
        {children}
      </ModalsProvider>
    </ModalManagerContext>
  );
}
