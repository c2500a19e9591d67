import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Timers } from '../platform/timers.ts';
import type { WebhookEvent } from './events.ts';
import { signWebhook, WEBHOOK_SIGNATURE_HEADER } from './sign.ts';

const ATTEMPT_TIMEOUT_MS = 10_000;
const MAX_CHAOS_COPIES = 5;

export type WebhookDeliveryOptions = {
  url: string;
  secret: string;
  retryBaseMs: number;
  maxAttempts: number;
  chaos: { enabled: boolean; maxDelayMs: number };
  timers: Timers;
  log: FastifyBaseLogger;
};

/**
 * POSTs each event to the webhook URL, signed over the exact bytes sent, and retries with exponential
 * backoff (retryBaseMs, ×2 each time) until a 2xx or maxAttempts. In chaos mode every event is sent
 * 1 to 5 times, each copy after a random delay, so copies of different events arrive shuffled.
 */
export class WebhookDelivery {
  private readonly options: WebhookDeliveryOptions;

  constructor(options: WebhookDeliveryOptions) {
    this.options = options;
  }

  deliver(event: WebhookEvent): void {
    const { chaos, timers } = this.options;
    // Serialised once: every copy and retry carries the same bytes, hence the same event id.
    const rawBody = JSON.stringify(event);
    const copies = chaos.enabled ? randomInt(1, MAX_CHAOS_COPIES + 1) : 1;
    for (let copy = 0; copy < copies; copy += 1) {
      const delay = chaos.enabled ? randomInt(0, chaos.maxDelayMs + 1) : 0;
      timers.after(delay, () => void this.attempt(event, rawBody, 1));
    }
  }

  private async attempt(event: WebhookEvent, rawBody: string, attempt: number): Promise<void> {
    const { retryBaseMs, maxAttempts, timers, log } = this.options;
    const outcome = await this.post(rawBody);
    if (outcome === 'delivered' || timers.closeSignal.aborted) return;

    if (attempt >= maxAttempts) {
      log.warn({ eventId: event.id, type: event.type, attempts: attempt, outcome }, 'webhook abandoned');
      return;
    }
    const delay = retryBaseMs * 2 ** (attempt - 1);
    log.debug({ eventId: event.id, attempt, outcome, retryInMs: delay }, 'webhook not acknowledged; will retry');
    timers.after(delay, () => void this.attempt(event, rawBody, attempt + 1));
  }

  private async post(rawBody: string): Promise<string> {
    const { url, secret, timers } = this.options;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'paysim-webhooks/1',
          [WEBHOOK_SIGNATURE_HEADER]: signWebhook({ rawBody, secret }),
        },
        body: rawBody,
        signal: AbortSignal.any([timers.closeSignal, AbortSignal.timeout(ATTEMPT_TIMEOUT_MS)]),
      });
      await response.body?.cancel();
      return response.ok ? 'delivered' : `status ${response.status}`;
    } catch (error) {
      return error instanceof Error ? error.message : 'network error';
    }
  }
}
