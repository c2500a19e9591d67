import { notFound } from '../http/errors.ts';
import { nowInSeconds } from '../platform/clock.ts';
import { newId } from '../platform/ids.ts';
import { withQuery } from '../platform/urls.ts';
import type { EventPublisher } from '../webhooks/events.ts';
import type { IdealBank } from './banks.ts';
import type { IdealPayment } from './ideal-payment.ts';
import type { CreateIdealPaymentBody } from './schemas.ts';

export const CANCELLED_BY_CUSTOMER = 'Cancelled by the customer';

type IdealRecord = { payment: IdealPayment; returnUrl: string };

/** What the bank page shows. */
export type IdealPage = { payment: IdealPayment; returnUrl: string };

type IdealServiceOptions = { publicUrl: string; ttlSeconds: number; events: EventPublisher };

/** The iDEAL bank: a payment waits on the bank page for the customer to approve or cancel it. */
export class IdealService {
  private readonly records = new Map<string, IdealRecord>();
  private readonly options: IdealServiceOptions;

  constructor(options: IdealServiceOptions) {
    this.options = options;
  }

  create(body: CreateIdealPaymentBody): IdealPayment {
    const id = newId('idl');
    const created = nowInSeconds();
    const payment: IdealPayment = {
      id,
      status: 'pending',
      amount: body.amount,
      currency: 'EUR',
      merchant_reference: body.merchant_reference,
      customer: body.customer,
      redirect_url: `${this.options.publicUrl}/hosted/ideal/${id}`,
      created,
      expires_at: created + this.options.ttlSeconds,
    };
    this.records.set(id, { payment, returnUrl: body.return_url });
    return payment;
  }

  get(id: string): IdealPayment {
    return this.record(id).payment;
  }

  findPage(id: string): IdealPage | undefined {
    if (!this.records.has(id)) return undefined;
    const record = this.record(id);
    return { payment: record.payment, returnUrl: returnUrlOf(record) };
  }

  /** The customer's answer at the bank; a payment no longer pending is left as it is. Returns where to send the browser. */
  answer(id: string, answer: { approvedAt: IdealBank } | { cancelled: true }): string {
    const record = this.record(id);
    const { payment } = record;
    if (payment.status !== 'pending') return returnUrlOf(record);

    if ('approvedAt' in answer) {
      payment.status = 'succeeded';
      payment.bank = answer.approvedAt;
      this.options.events.publish('ideal.succeeded', payment);
    } else {
      payment.status = 'failed';
      payment.failure_reason = CANCELLED_BY_CUSTOMER;
      this.options.events.publish('ideal.failed', payment);
    }
    return returnUrlOf(record);
  }

  /** Expires every pending payment past its deadline, so `ideal.expired` goes out unprompted. */
  expireOverdue(): void {
    for (const record of this.records.values()) this.expireIfOverdue(record);
  }

  /** Every read goes through here, so an overdue payment is never answered as pending. */
  private record(id: string): IdealRecord {
    const record = this.records.get(id);
    if (!record) throw notFound('iDEAL payment', id);
    return this.expireIfOverdue(record);
  }

  private expireIfOverdue(record: IdealRecord): IdealRecord {
    const { payment } = record;
    if (payment.status === 'pending' && nowInSeconds() >= payment.expires_at) {
      payment.status = 'expired';
      this.options.events.publish('ideal.expired', payment);
    }
    return record;
  }
}

function returnUrlOf({ payment, returnUrl }: IdealRecord): string {
  return withQuery(returnUrl, { payment_id: payment.id, status: payment.status });
}
