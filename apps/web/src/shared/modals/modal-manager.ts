import type { ContextModalProps } from '@mantine/modals';
import type { ModalName } from '@velvet/contracts';
import type { FC } from 'react';

/** A dialog that can be opened by its spec name. */
export type ModalDialog = {
  title: string;
  component: FC<ContextModalProps>;
};

/** The dialogs that exist so far; names without an entry cannot be opened yet. */
export type ModalRegistry = Partial<Record<ModalName, ModalDialog>>;

/** Where dialogs are actually shown (Mantine's modals manager in the app). */
export type ModalHost = {
  open: (name: ModalName, dialog: ModalDialog) => void;
};

export type ModalManager = {
  openModal: (name: ModalName) => void;
};

export function createModalManager(registry: ModalRegistry, host: ModalHost): ModalManager {
  return {
    openModal(name) {
      const dialog = registry[name];
      if (!dialog) throw new Error(`No dialog is registered under the name ${name}`);
      host.open(name, dialog);
    },
  };
}

/** The registry as Mantine's ModalsProvider wants it: components keyed by name. */
export function modalComponents(registry: ModalRegistry): Record<string, FC<ContextModalProps>> {
  return Object.fromEntries(
    Object.entries(registry).flatMap(([name, dialog]) => (dialog ? [[name, dialog.component]] : [])),
  );
}
