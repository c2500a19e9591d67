import type { ContextModalProps, ModalsProviderProps } from '@mantine/modals';
import type { FC } from 'react';
import type { AppModalName, InnerPropsArgs, InnerPropsOf } from './modal-props';

/** How a dialog's window behaves; `closeOnClickOutside: false` is a static backdrop. */
export type DialogSettings = {
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  closeOnClickOutside?: boolean;
  closeOnEscape?: boolean;
  withCloseButton?: boolean;
};

/** A dialog that can be opened by its name. */
export type ModalDialog<P extends Record<string, unknown> = Record<string, never>> = {
  title: string;
  component: FC<ContextModalProps<P>>;
  settings?: DialogSettings;
};

/** The dialogs that exist so far; names without an entry cannot be opened yet. */
export type ModalRegistry = { [N in AppModalName]?: ModalDialog<InnerPropsOf<N>> };

/** Where dialogs are actually shown (Mantine's modals manager in the app). */
export type ModalHost = {
  open: (name: AppModalName, dialog: Pick<ModalDialog, 'title' | 'settings'>, innerProps: object) => void;
};

export type ModalManager = {
  openModal: <N extends AppModalName>(name: N, ...innerProps: InnerPropsArgs<N>) => void;
};

export function createModalManager(registry: ModalRegistry, host: ModalHost): ModalManager {
  return {
    openModal(name, ...[innerProps]) {
      const dialog = registry[name];
      if (!dialog) throw new Error(`No dialog is registered under the name ${name}`);
      host.open(name, { title: dialog.title, settings: dialog.settings }, innerProps ?? {});
    },
  };
}

/**
 * The registry as Mantine's ModalsProvider wants it: components keyed by name. Each component reads the
 * inner props its name is opened with (ModalInnerProps), which openModal's signature guarantees.
 */
type MantineModalComponents = NonNullable<ModalsProviderProps['modals']>;

export function modalComponents(registry: ModalRegistry): MantineModalComponents {
  return Object.fromEntries(
    Object.entries(registry).flatMap(([name, dialog]) => (dialog ? [[name, dialog.component as MantineModalComponents[string]]] : [])),
  );
}
