import type { ModalHost } from '@/shared/modals';

export type DeferredHost = ReturnType<typeof createDeferredHost>;

/**
 * A modal host whose window manager (Mantine's ModalsProvider, and the Modal code it brings) is mounted
 * only once needed: dialogs asked for before it listens open as soon as it does.
 */
export function createDeferredHost(host: ModalHost) {
  let listening = false;
  let wanted = false;
  const waiting: (() => void)[] = [];
  const listeners = new Set<() => void>();

  return {
    host: {
      open(name, dialog, innerProps) {
        const open = () => host.open(name, dialog, innerProps);
        if (listening) return open();
        waiting.push(open);
        if (wanted) return;
        wanted = true;
        listeners.forEach((listener) => listener());
      },
    } satisfies ModalHost,
    /** Whether a dialog has been asked for, so the window manager must be mounted. */
    isWanted: () => wanted,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** The window manager listens: what was asked for meanwhile opens now. Returns the function for its unmount. */
    listen(): () => void {
      listening = true;
      waiting.splice(0).forEach((open) => open());
      return () => {
        listening = false;
      };
    },
  };
}
