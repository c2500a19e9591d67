import { notFound } from '../http/errors.ts';
import { nowInSeconds } from '../platform/clock.ts';
import { newId } from '../platform/ids.ts';
import { withQuery } from '../platform/urls.ts';
import type { EventPublisher } from '../webhooks/events.ts';
import type { CreateWalletPaymentBody } from './schemas.ts';
import type { WalletPayment } from './wallet-payment.ts';

export const WALLET_CANCELLED = 'Cancelled by the customer';
/** A wallet address ending in this domain has no funds: the sandbox's failure trigger, in the data. */
export const EMPTY_WALLET_DOMAIN = '@empty.wallet.test';
export const WALLET_EMPTY = 'Insufficient wallet balance';

type WalletRecord = { payment: WalletPayment; returnUrl: string };

export type WalletPage = { payment: WalletPayment; returnUrl: string };

type WalletServiceOptions = { publicUrl: string; ttlSeconds: number; events: EventPublisher };

/** The hosted wallet: a payment waits on the wallet page for the customer to pay or cancel it. */
export class WalletService {
  private readonly records = new Map<string, WalletRecord>();
  private readonly options: WalletServiceOptions;

  constructor(options: WalletServiceOptions) {
    this.options = options;
  }

  create(body: CreateWalletPaymentBody): WalletPayment {
    const id = newId('wlt');
    const created = nowInSeconds();
    const payment: WalletPayment = {
      id,
      status: 'pending',
      amount: body.amount,
      currency: 'USD',
      merchant_reference: body.merchant_reference,
      customer: body.customer,
      redirect_url: `${this.options.publicUrl}/hosted/wallet/${id}`,
      created,
      expires_at: created + this.options.ttlSeconds,
    };
    this.records.set(id, { payment, returnUrl: body.return_url });
    return payment;
  }

  get(id: string): WalletPayment {
    return this.record(id).payment;
  }

  findPage(id: string): WalletPage | undefined {
    if (!this.records.has(id)) return undefined;
    const record = this.record(id);
    return { payment: record.payment, returnUrl: returnUrlOf(record) };
  }

  /** The customer's answer on the wallet page; only the first counts. Returns where to send the browser. */
  answer(id: string, answer: { paidFrom: string } | { cancelled: true }): string {
    const record = this.record(id);
    const { payment } = record;
    if (payment.status !== 'pending') return returnUrlOf(record);

    if ('cancelled' in answer) {
      payment.status = 'failed';
      payment.failure_reason = WALLET_CANCELLED;
      this.options.events.publish('wallet.failed', payment);
    } else if (answer.paidFrom.toLowerCase().endsWith(EMPTY_WALLET_DOMAIN)) {
      payment.status = 'failed';
      payment.failure_reason = WALLET_EMPTY;
      this.options.events.publish('wallet.failed', payment);
    } else {
      payment.status = 'succeeded';
      payment.payer_email = answer.paidFrom;
      this.options.events.publish('wallet.succeeded', payment);
    }
    return returnUrlOf(record);
  }

  /** Expires every pending payment past its deadline, so `wallet.expired` goes out unprompted. */
  expireOverdue(): void {
    for (const record of this.records.values()) this.expireIfOverdue(record);
  }

  private record(id: string): WalletRecord {
    const record = this.records.get(id);
    if (!record) throw notFound('wallet payment', id);
    return this.expireIfOverdue(record);
  }

  private expireIfOverdue(record: WalletRecord): WalletRecord {
    const { payment } = record;
    if (payment.status === 'pending' && nowInSeconds() >= payment.expires_at) {
      payment.status = 'expired';
      this.options.events.publish('wallet.expired', payment);
    }
    return record;
  }
}

function returnUrlOf({ payment, returnUrl }: WalletRecord): string {
  return withQuery(returnUrl, { payment_id: payment.id, status: payment.status });
}
