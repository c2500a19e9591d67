export {
  createModalManager,
  modalComponents,
  type DialogSettings,
  type ModalDialog,
  type ModalHost,
  type ModalManager,
  type ModalRegistry,
} from './modal-manager';
export { ModalManagerContext, useModalManager } from './modal-manager-context';
export { lazyDialog } from './lazy-dialog';
export { localModalNames, type AppModalName, type LocalModalName, type ModalInnerProps, type SubscriptionTarget } from './modal-props';
export { showResultDialog, type ResultDialogOptions } from './result-dialog';
