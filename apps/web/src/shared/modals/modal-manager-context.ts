import { createContext, useContext } from 'react';
import type { ModalManager } from './modal-manager';

export const ModalManagerContext = createContext<ModalManager | null>(null);

/** Opens and closes dialogs by their spec names (`openModal('SIGN_IN')`). */
export function useModalManager(): ModalManager {
  const manager = useContext(ModalManagerContext);
  if (!manager) throw new Error('useModalManager must be used inside the app modal manager');
  return manager;
}
