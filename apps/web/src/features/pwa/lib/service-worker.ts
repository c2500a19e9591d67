import { tokenStore } from '@/shared/api';

const SCRIPT = '/sw.js';

let updateTaken = false;

/** A new version is installed and waits for the old one's tabs: offer to switch now. */
function offerUpdate(registration: ServiceWorkerRegistration): void {
  const waiting = registration.waiting;
  if (!waiting || !navigator.serviceWorker.controller) return;
  const takeUpdate = () => {
    updateTaken = true;
    waiting.postMessage({ type: 'SKIP_WAITING' });
  };
  void import('../components/update-toast').then(({ showUpdateToast }) => showUpdateToast(takeUpdate));
}

function watchForUpdates(registration: ServiceWorkerRegistration): void {
  offerUpdate(registration);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerUpdate(registration);
    });
  });
  // The user took the new version: reload once onto it. (A first worker claiming the page changes nothing it shows.)
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!updateTaken) return;
    updateTaken = false;
    window.location.reload();
  });
}

/** Signing out ends this browser's push subscription: the next person on it must not get the account's notifications. */
function endPushOnSignOut(registration: ServiceWorkerRegistration): void {
  let previous = tokenStore.getState().status;
  tokenStore.subscribe(() => {
    const status = tokenStore.getState().status;
    if (previous === 'signed-in' && status === 'guest') void registration.pushManager?.getSubscription().then((subscription) => subscription?.unsubscribe());
    previous = status;
  });
}

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  // A browser may refuse the worker (private modes, blocked storage, test automation): Velvet works without it.
  const registration = await navigator.serviceWorker.register(SCRIPT, { scope: '/' }).catch(() => undefined);
  if (!registration) return;
  watchForUpdates(registration);
  endPushOnSignOut(registration);
}
