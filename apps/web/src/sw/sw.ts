/// <reference lib="webworker" />
import type { PushPayload } from '@velvet/contracts';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare let self: ServiceWorkerGlobalScope;

const OFFLINE_PAGE = '/offline.html';
const ICON = '/icons/icon-192.png';
// API calls, sockets, media and the dev mailbox are never answered by the worker, nor cached.
const NETWORK_ONLY_PATHS = [/^\/api(\/|$)/, /^\/socket\.io\//, /^\/media\//, /^\/dev\//];

// Pages come from the network, so each has its own title and link preview and a deploy shows at once;
// only when the network fails does the offline page stand in.
async function pageOrOfflinePage({ request, event }: RouteHandlerCallbackOptions): Promise<Response> {
  try {
    const preloaded = (await (event as FetchEvent).preloadResponse) as Response | undefined;
    return preloaded ?? (await fetch(request));
  } catch {
    return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  }
}
registerRoute(new NavigationRoute(pageOrOfflinePage, { denylist: NETWORK_ONLY_PATHS }));

// The fingerprinted scripts and styles, the icons and the offline page, from the cache first. An old tab
// keeps its own version's files until this worker is replaced.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([self.registration.navigationPreload?.enable(), self.clients.claim()]));
});

// A new version waits until every tab of the old one is closed, or until the user takes it (features/pwa).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

function readPayload(data: PushMessageData | null): PushPayload {
  try {
    const payload = data?.json() as Partial<PushPayload> | undefined;
    if (typeof payload?.title === 'string' && typeof payload.body === 'string') {
      return { title: payload.title, body: payload.body, tag: String(payload.tag ?? ''), url: String(payload.url ?? '/notifications') };
    }
  } catch {
    // Shown as a plain notification below: every push must show one.
  }
  return { title: 'Velvet', body: 'You have a new notification', tag: '', url: '/notifications' };
}

self.addEventListener('push', (event) => {
  const { title, body, tag, url } = readPayload(event.data);
  event.waitUntil(self.registration.showNotification(title, { body, icon: ICON, badge: ICON, data: { url }, ...(tag && { tag }) }));
});

/** Our own page for a notification's link; anything else opens the notifications page. */
function targetUrl(url: unknown): string {
  const target = new URL(typeof url === 'string' ? url : '/notifications', self.location.origin);
  return target.origin === self.location.origin ? target.href : new URL('/notifications', self.location.origin).href;
}

async function openTarget(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) {
    await self.clients.openWindow(url);
    return;
  }
  const focused = await open.focus();
  await focused.navigate(url).catch(() => self.clients.openWindow(url));
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openTarget(targetUrl((event.notification.data as { url?: unknown } | null)?.url)));
});
