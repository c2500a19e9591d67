import type { Logger } from 'pino';
import type { Database } from '../platform/db/client.ts';
import { inTransaction, type UnitOfWork } from '../platform/db/transaction.ts';
import type { ProviderEvent } from '../platform/providers/payments-port.ts';
import { providerEvents } from './schema.ts';

export type EventHandler = (unit: UnitOfWork, event: ProviderEvent) => Promise<void>;

type WebhooksServiceOptions = { db: Database; logger: Logger; provider: string };

/**
 * The provider's inbox: an event is recorded under its id and applied in the same transaction, so
 * however often and in whatever order it arrives, its effect happens exactly once.
 */
export function createWebhooksService({ db, logger, provider }: WebhooksServiceOptions) {
  const handlers = new Map<string, EventHandler>();
  const appliedListeners: Array<(lagSeconds: number) => void> = [];

  /** Routes events whose type starts with `prefix` (e.g. 'payment.') to the domain that owns them. */
  function on(prefix: string, handler: EventHandler): void {
    handlers.set(prefix, handler);
  }

  async function receive(event: ProviderEvent): Promise<'applied' | 'duplicate'> {
    const result = await inTransaction(
      db,
      async (unit) => {
        const inserted = await unit.tx
          .insert(providerEvents)
          .values({ provider, eventId: event.id, type: event.type, payload: event })
          .onConflictDoNothing()
          .returning({ eventId: providerEvents.eventId });
        if (inserted.length === 0) return 'duplicate';
        const handler = [...handlers].find(([prefix]) => event.type.startsWith(prefix))?.[1];
        await handler?.(unit, event);
        return 'applied';
      },
      (error) => logger.error({ err: error, eventId: event.id }, 'after-commit task of a webhook failed'),
    );
    if (result === 'applied') announceApplied(event);
    return result;
  }

  // The inbox applies an event as it records it: the lag that exists is the event's wait at the provider.
  function announceApplied(event: ProviderEvent): void {
    const lagSeconds = Math.max(0, Date.now() / 1000 - event.created);
    if (!Number.isFinite(lagSeconds)) return;
    for (const listener of appliedListeners) listener(lagSeconds);
  }

  /** Hears every event applied, with its age in seconds since the provider created it (metrics). */
  const onApplied = (listener: (lagSeconds: number) => void) => void appliedListeners.push(listener);

  return { on, receive, onApplied };
}
export type WebhooksService = ReturnType<typeof createWebhooksService>;
