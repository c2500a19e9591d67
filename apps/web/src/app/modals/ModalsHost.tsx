import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import { modalComponents } from '@/shared/modals';
import type { DeferredHost } from './deferred-host';
import { modalRegistry } from './modal-registry';

const components = modalComponents(modalRegistry);

/** Mantine's window manager for the named dialogs and the confirm dialogs opened with `modals.*`. */
export function ModalsHost({ deferred }: { deferred: DeferredHost }) {
  // The provider subscribes to its window events in its own effects, which run before this one.
  useEffect(() => deferred.listen(), [deferred]);
  return <ModalsProvider modals={components} modalProps={{ centered: true, radius: 'lg', closeButtonProps: { 'aria-label': 'Close' } }} />;
}
