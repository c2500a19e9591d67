import { nowInSeconds } from '../platform/clock.ts';
import { newId } from '../platform/ids.ts';

/** Every state change paysim announces. */
export type EventType =
  | 'checkout.succeeded'
  | 'checkout.failed'
  | 'checkout.expired'
  | 'payment.succeeded'
  | 'payment.authorized'
  | 'payment.failed'
  | 'payment.captured'
  | 'payment.voided'
  | 'payment.refunded'
  | 'ideal.succeeded'
  | 'ideal.failed'
  | 'ideal.expired'
  | 'wallet.succeeded'
  | 'wallet.failed'
  | 'wallet.expired'
  | 'payee.activated'
  | 'transfer.paid'
  | 'transfer.failed'
  | 'identity.verified'
  | 'identity.declined'
  | 'dispute.opened'
  | 'dispute.won'
  | 'dispute.lost';

/** What is POSTed to the webhook URL: `data` is the object as its GET answers it at that moment. */
export type WebhookEvent = { id: string; type: EventType; created: number; data: object };

/** What a domain needs to announce a state change. */
export type EventPublisher = { publish(type: EventType, data: object): void };

type EventLogOptions = { deliver: (event: WebhookEvent) => void };

/** Records every event (for `GET /v1/events`) and hands it to delivery. */
export class EventLog implements EventPublisher {
  private readonly events: WebhookEvent[] = [];
  private readonly deliver: (event: WebhookEvent) => void;

  constructor({ deliver }: EventLogOptions) {
    this.deliver = deliver;
  }

  publish(type: EventType, data: object): void {
    // A deep copy: later changes to the object must not rewrite what this event said.
    const event: WebhookEvent = { id: newId('evt'), type, created: nowInSeconds(), data: structuredClone(data) };
    this.events.push(event);
    this.deliver(event);
  }

  /** Events created at or after `since` (unix seconds), oldest first. */
  listSince(since: number): WebhookEvent[] {
    return this.events.filter((event) => event.created >= since);
  }
}
