import { pushMessages, type Notification, type PushPayload, type PushSubscriptionInput } from '@velvet/contracts';
import type { Agent } from 'node:https';
import type { Logger } from 'pino';
import webpush from 'web-push';
import type { Database } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './repo.ts';
import type { PushSubscriptionRow } from './repo.ts';

export type VapidDetails = { publicKey: string; privateKey: string; subject: string };

type PushServiceOptions = {
  db: Database;
  logger: Logger;
  /** Unset: push is not set up, and nothing is sent. */
  vapid?: VapidDetails;
  /** The push services posted to: each host and its subdomains. */
  serviceHosts: string[];
  /** The HTTPS agent for push services; a test passes one that trusts its stand-in service's certificate. */
  agent?: Agent;
};

export type PushDelivery = { userId: string; notification: Notification };

// A day: an older notification is stale on a lock screen, and the bell still holds it.
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
const PUSH_SERVICE_TIMEOUT_MS = 10_000;
// Push services take about 4 KB of payload; the bell shows the whole message.
const BODY_MAX_LENGTH = 500;

const payloadOf = (notification: Notification): PushPayload => ({
  title: 'Velvet',
  body: notification.message.length > BODY_MAX_LENGTH ? `${notification.message.slice(0, BODY_MAX_LENGTH - 1)}…` : notification.message,
  tag: notification._id,
  url: '/notifications',
});

/** Web Push (RFC 8030, 8291, 8292): browsers' opt-ins, and delivery of notifications to them. */
export function createPushService({ db, logger, vapid, serviceHosts, agent }: PushServiceOptions) {
  const inFlight = new Set<Promise<void>>();

  const isKnownService = (endpoint: string) => {
    const host = new URL(endpoint).hostname.toLowerCase();
    return serviceHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
  };

  async function subscribe(userId: string, { endpoint, keys }: PushSubscriptionInput): Promise<void> {
    if (!vapid) throw new AppError('UNPROCESSABLE', pushMessages.notSetUp);
    if (!isKnownService(endpoint)) {
      throw new AppError('VALIDATION_FAILED', pushMessages.unsupportedService, { fields: { endpoint: pushMessages.unsupportedService } });
    }
    await repo.saveSubscription(db, { userId, endpoint, p256dh: keys.p256dh, auth: keys.auth });
  }

  const unsubscribe = (userId: string, endpoint: string) => repo.removeSubscription(db, { userId, endpoint });

  async function sendOne(subscription: PushSubscriptionRow, payload: PushPayload): Promise<void> {
    try {
      await webpush.sendNotification({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, JSON.stringify(payload), {
        vapidDetails: vapid,
        TTL: TIME_TO_LIVE_SECONDS,
        timeout: PUSH_SERVICE_TIMEOUT_MS,
        ...(agent && { agent }),
      });
    } catch (error) {
      const gone = error instanceof webpush.WebPushError && (error.statusCode === 404 || error.statusCode === 410);
      if (gone) await repo.forgetSubscription(db, subscription);
      else logger.warn({ err: error, subscriptionId: subscription.id }, 'push not delivered');
    }
  }

  async function send(deliveries: PushDelivery[]): Promise<void> {
    const subscriptions = await repo.subscriptionsOf(db, [...new Set(deliveries.map(({ userId }) => userId))]);
    const sends = deliveries.flatMap(({ userId, notification }) =>
      subscriptions.filter((subscription) => subscription.userId === userId).map((subscription) => sendOne(subscription, payloadOf(notification))),
    );
    await Promise.all(sends);
  }

  /**
   * Sends each notification once to every browser its user opted in, in the background: no request
   * waits on a push service. Called once per committed notification (notifyAll's after-commit work).
   */
  function deliver(deliveries: PushDelivery[]): void {
    if (!vapid || !deliveries.length) return;
    const delivery: Promise<void> = send(deliveries)
      .catch((error: unknown) => logger.error({ err: error }, 'push delivery failed'))
      .finally(() => inFlight.delete(delivery));
    inFlight.add(delivery);
  }

  /** Waits for the pushes under way (at shutdown, so none is cut off). */
  async function drain(): Promise<void> {
    while (inFlight.size) await Promise.allSettled([...inFlight]);
  }

  return { publicKey: () => vapid?.publicKey ?? null, subscribe, unsubscribe, deliver, drain };
}
export type PushService = ReturnType<typeof createPushService>;

type VapidConfig = { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string; VAPID_SUBJECT: string };

/** The configured VAPID details; undefined when the keys are unset (push is then off). */
export const vapidDetails = ({ VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT }: VapidConfig): VapidDetails | undefined =>
  VAPID_PUBLIC_KEY && VAPID_PRIVATE_KEY ? { publicKey: VAPID_PUBLIC_KEY, privateKey: VAPID_PRIVATE_KEY, subject: VAPID_SUBJECT } : undefined;
