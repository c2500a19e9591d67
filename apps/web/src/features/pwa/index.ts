// What the app shell uses; the toasts and the push setting load on first use.
import { lazy } from 'react';
import { captureInstallPrompt } from './lib/deferred-install-prompt';

export { useInstallPrompt } from './hooks/use-install-prompt';

/** The push opt-in card, loaded when a page shows it. */
export const PushNotificationsSetting = lazy(async () => ({ default: (await import('./components/PushNotificationsSetting')).PushNotificationsSetting }));

/**
 * Starts the installable app: keeps the browser's install offer from the first moment, and once the
 * page has loaded registers the service worker (production builds only: Vite's dev server serves none).
 */
export function startPwa(): void {
  captureInstallPrompt();
  if (!import.meta.env.PROD) return;
  const register = () => void import('./lib/service-worker').then(({ registerServiceWorker }) => registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
