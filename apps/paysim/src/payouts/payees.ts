import { conflict, notFound } from '../http/errors.ts';
import { nowInSeconds } from '../platform/clock.ts';
import { newId } from '../platform/ids.ts';
import { withQuery } from '../platform/urls.ts';
import type { EventPublisher } from '../webhooks/events.ts';
import type { Payee } from './payee.ts';
import type { CreatePayeeBody } from './schemas.ts';

type PayeeRecord = { payee: Payee; returnUrl?: string };

type PayeeServiceOptions = { publicUrl: string; events: EventPublisher };

/** Payout accounts: one per reference, usable once its owner has activated it on the hosted page. */
export class PayeeService {
  private readonly records = new Map<string, PayeeRecord>();
  private readonly options: PayeeServiceOptions;

  constructor(options: PayeeServiceOptions) {
    this.options = options;
  }

  /**
   * Creates the reference's payee, or answers the one still waiting for activation (with the latest
   * email and name) so that asking twice never leaves two accounts to activate.
   */
  createOrReuse(body: CreatePayeeBody): { payee: Payee; created: boolean } {
    const existing = [...this.records.values()].find((record) => record.payee.reference === body.reference);
    if (existing?.payee.status === 'active') {
      throw conflict('payee_already_active', `The payee for reference ${body.reference} is already active`);
    }
    if (existing) {
      Object.assign(existing.payee, { email: body.email, name: body.name });
      existing.returnUrl = body.return_url;
      return { payee: existing.payee, created: false };
    }

    const id = newId('pye');
    const payee: Payee = {
      id,
      status: 'pending_activation',
      reference: body.reference,
      email: body.email,
      name: body.name,
      activation_url: `${this.options.publicUrl}/hosted/payees/${id}/activate`,
      created: nowInSeconds(),
    };
    this.records.set(id, { payee, returnUrl: body.return_url });
    return { payee, created: true };
  }

  get(id: string): Payee {
    const record = this.records.get(id);
    if (!record) throw notFound('payee', id);
    return record.payee;
  }

  find(id: string): Payee | undefined {
    return this.records.get(id)?.payee;
  }

  /** Activates once; returns where to send the browser, if the merchant gave a return URL. */
  activate(id: string): string | undefined {
    const record = this.records.get(id);
    if (!record) throw notFound('payee', id);
    const { payee } = record;
    if (payee.status === 'pending_activation') {
      payee.status = 'active';
      payee.activated_at = nowInSeconds();
      this.options.events.publish('payee.activated', payee);
    }
    return record.returnUrl && withQuery(record.returnUrl, { payee_id: payee.id, status: payee.status });
  }
}
