import { captureInstallPrompt } from './deferred-install-prompt';

/**
 * Starts the installable app: keeps the browser's install offer from the first moment, and once the
 * page has loaded registers the service worker (production builds only: Vite's dev server serves none).
 */
export function startPwa(): void {
  captureInstallPrompt();
  if (!import.meta.env.PROD) return;
  const register = () => void import('./service-worker').then(({ registerServiceWorker }) => registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
