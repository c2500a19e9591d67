import { modals } from '@mantine/modals';
import { Suspense, lazy, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '@/features/auth/hooks/use-session';
import { ModalManagerContext, createModalManager, type ModalHost } from '@/shared/modals';
import { createDeferredHost } from './deferred-host';
import { modalRegistry } from './modal-registry';

const mantineHost: ModalHost = {
  // The name doubles as the modal id, so opening a dialog that is already open does nothing.
  open: (name, dialog, innerProps) =>
    modals.openContextModal({ modal: name, modalId: name, title: dialog.title, innerProps, ...dialog.settings }),
};

const deferred = createDeferredHost(mantineHost);
const modalManager = createModalManager(modalRegistry, deferred.host);
const ModalsHost = lazy(() => import('./ModalsHost').then((module) => ({ default: module.ModalsHost })));

export function ModalManagerProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // Signed-in pages also open Mantine's confirm dialogs directly (`modals.openConfirmModal`): the window
  // manager is there for them; a guest gets it with the first dialog asked for.
  const signedIn = useSession().status === 'signed-in';
  const wanted = useSyncExternalStore(deferred.subscribe, deferred.isWanted, () => false);
  const [mounted, setMounted] = useState(false);
  if ((signedIn || wanted) && !mounted) setMounted(true);
  // A dialog belongs to the page it was opened on: following a link out of it closes it.
  useEffect(() => modals.closeAll(), [pathname]);

  // Inside the manager's context, so that dialogs themselves can open other dialogs by name.
  return (
    <ModalManagerContext value={modalManager}>
      {children}
      {mounted && (
        <Suspense fallback={null}>
          <ModalsHost deferred={deferred} />
        </Suspense>
      )}
    </ModalManagerContext>
  );
}
