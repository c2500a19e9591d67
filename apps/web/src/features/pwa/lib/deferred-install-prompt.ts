/** Chromium's install offer (not in TypeScript's DOM types). */
export type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/**
 * Keeps the browser's install offer for the spec's install toast instead of the browser's own
 * banner. Started with the app: the event may come before anyone has signed in.
 */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    changed();
  });
}

export const installPrompt = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  canPrompt: () => deferred !== null,
  /** Shows the browser's install dialog; an offer is good for one prompt. */
  async prompt(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
    const offer = deferred;
    if (!offer) return 'unavailable';
    deferred = null;
    changed();
    await offer.prompt();
    return (await offer.userChoice).outcome;
  },
};
