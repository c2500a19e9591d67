export {
  createModalManager,
  modalComponents,
  type ModalDialog,
  type ModalHost,
  type ModalManager,
  type ModalRegistry,
} from './modal-manager';
export { ModalManagerContext, useModalManager } from './modal-manager-context';
