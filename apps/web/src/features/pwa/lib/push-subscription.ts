import { pushSubscriptionSchema } from '@velvet/contracts';
import { removePushSubscription, savePushSubscription } from '../api/push';

/** Where this browser stands on push: what the setting shows. */
export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

const supported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

// Production builds register the worker just after load (index.ts): wait for it. Vite's dev server has none.
const registration = async (): Promise<ServiceWorkerRegistration | undefined> =>
  import.meta.env.PROD ? navigator.serviceWorker.ready : navigator.serviceWorker.getRegistration('/');

export async function readPushState(): Promise<PushState> {
  if (!supported()) return 'unsupported';
  const worker = await registration();
  if (!worker) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return (await worker.pushManager.getSubscription()) ? 'on' : 'off';
}

const keyBytes = (base64url: string) => Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

/** Asks the browser's permission, subscribes with the server's key and registers the subscription. */
export async function enablePush(publicKey: string): Promise<PushState> {
  const worker = await registration();
  if (!worker) return 'unsupported';
  if ((await Notification.requestPermission()) !== 'granted') return Notification.permission === 'denied' ? 'blocked' : 'off';
  const subscription = await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  try {
    await savePushSubscription(pushSubscriptionSchema.parse(subscription.toJSON()));
  } catch (error) {
    await subscription.unsubscribe();
    throw error;
  }
  return 'on';
}

export async function disablePush(): Promise<PushState> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (subscription) {
    await removePushSubscription(subscription.endpoint);
    await subscription.unsubscribe();
  }
  return 'off';
}

/** The browser's subscription, registered again for the signed-in user (it may have been dropped as expired). */
export async function refreshPushSubscription(): Promise<void> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (subscription) await savePushSubscription(pushSubscriptionSchema.parse(subscription.toJSON()));
}
