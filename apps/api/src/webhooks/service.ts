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

  /** Routes events whose type starts with `prefix` (e.g. 'payment.') to the domain that owns them. */
  function on(prefix: string, handler: EventHandler): void {
    handlers.set(prefix, handler);
  }

  async function receive(event: ProviderEvent): Promise<'applied' | 'duplicate'> {
    return inTransaction(
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
  }

  return { on, receive };
}
export type WebhooksService = ReturnType<typeof createWebhooksService>;
