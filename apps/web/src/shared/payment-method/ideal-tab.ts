/**
 * The iDEAL tab handshake. The deposit opens a tab of this app synchronously on the click (popup
 * blockers allow only that), then asks the API for the payment. The tab says 'Ready' to its opener every
 * 250 ms; the opener answers with { event: 'Redirect', id, url } once it has the payment, and the tab goes
 * on to the bank page. Messages are accepted only from the same origin and the expected window.
 */

export const IDEAL_HANDSHAKE_RETRY_MS = 250;
export const IDEAL_HANDSHAKE_TIMEOUT_MS = 60_000;

export type IdealRedirect = { id: string; url: string };

export type IdealTabMessage = { event: 'Ready' } | ({ event: 'Redirect' } & IdealRedirect);

/** Reads a message of the handshake, or null for anything else. */
export function parseIdealTabMessage(data: unknown): IdealTabMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message.event === 'Ready') return { event: 'Ready' };
  if (message.event === 'Redirect' && typeof message.id === 'string' && typeof message.url === 'string') {
    return { event: 'Redirect', id: message.id, url: message.url };
  }
  return null;
}

/** Only web addresses may be followed: never javascript: or data: URLs. */
export function isFollowableUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

type MessageListener = (event: Pick<MessageEvent, 'data' | 'origin' | 'source'>) => void;

/** The window whose messages are listened to (this app's own window). */
export type MessageHost = {
  addEventListener(type: 'message', listener: MessageListener): void;
  removeEventListener(type: 'message', listener: MessageListener): void;
};

/** The other window: the opened tab, or the tab's opener. */
export type MessagePeer = {
  postMessage(message: IdealTabMessage, targetOrigin: string): void;
  readonly closed?: boolean;
};

type SenderOptions = { tab: MessagePeer; host: MessageHost; origin: string; timeoutMs?: number };

export class IdealTabClosedError extends Error {
  override name = 'IdealTabClosedError';
}

/**
 * The opener's side: queues the redirect and delivers it once the tab has said Ready, checking every 250 ms.
 * Rejects when the tab was closed or never became ready.
 */
export function sendIdealRedirect(redirect: IdealRedirect, { tab, host, origin, timeoutMs = IDEAL_HANDSHAKE_TIMEOUT_MS }: SenderOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    let ready = false;
    const startedAt = Date.now();

    const stop = () => {
      clearInterval(timer);
      host.removeEventListener('message', onMessage);
    };
    const flush = () => {
      if (tab.closed) {
        stop();
        reject(new IdealTabClosedError('The iDEAL tab was closed'));
        return;
      }
      if (ready) {
        stop();
        tab.postMessage({ event: 'Redirect', ...redirect }, origin);
        resolve();
        return;
      }
      if (Date.now() - startedAt >= timeoutMs) {
        stop();
        reject(new Error('The iDEAL tab did not answer'));
      }
    };
    const onMessage: MessageListener = (event) => {
      if (event.source !== tab || event.origin !== origin) return;
      if (parseIdealTabMessage(event.data)?.event !== 'Ready') return;
      ready = true;
      flush();
    };

    host.addEventListener('message', onMessage);
    const timer = setInterval(flush, IDEAL_HANDSHAKE_RETRY_MS);
  });
}

type ReceiverOptions = { opener: MessagePeer; host: MessageHost; origin: string; timeoutMs?: number };

/** The tab's side: says Ready every 250 ms until the opener sends the redirect, and answers it. */
export function receiveIdealRedirect({ opener, host, origin, timeoutMs = IDEAL_HANDSHAKE_TIMEOUT_MS }: ReceiverOptions): {
  redirect: Promise<IdealRedirect>;
  cancel: () => void;
} {
  let stop = () => undefined as void;
  const redirect = new Promise<IdealRedirect>((resolve, reject) => {
    const startedAt = Date.now();
    const onMessage: MessageListener = (event) => {
      if (event.source !== opener || event.origin !== origin) return;
      const message = parseIdealTabMessage(event.data);
      if (message?.event !== 'Redirect') return;
      stop();
      resolve({ id: message.id, url: message.url });
    };
    const sayReady = () => {
      if (Date.now() - startedAt >= timeoutMs) {
        stop();
        reject(new Error('The payment was not handed over in time'));
        return;
      }
      opener.postMessage({ event: 'Ready' }, origin);
    };
    stop = () => {
      clearInterval(timer);
      host.removeEventListener('message', onMessage);
    };

    host.addEventListener('message', onMessage);
    const timer = setInterval(sayReady, IDEAL_HANDSHAKE_RETRY_MS);
    sayReady();
  });
  return { redirect, cancel: () => stop() };
}
