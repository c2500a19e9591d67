import { conflict, notFound, unprocessable } from '../http/errors.ts';
import type { IdealService } from '../ideal/service.ts';
import { nowInSeconds } from '../platform/clock.ts';
import { newId } from '../platform/ids.ts';
import type { PaymentService } from '../payments/service.ts';
import type { EventPublisher } from '../webhooks/events.ts';

export type DisputeStatus = 'needs_response' | 'won' | 'lost';

/** A payer's dispute of a settled payment, as the card network (or the bank, for iDEAL) runs it. */
export type Dispute = {
  id: string;
  payment_id: string;
  merchant_reference: string;
  amount: number;
  currency: string;
  /** The network's fee, charged to the merchant whatever the outcome in real life; here returned if won. */
  fee: number;
  reason: string;
  status: DisputeStatus;
  created: number;
};

/** $15, what the leading networks charge per dispute. */
export const DISPUTE_FEE = 1500;

type DisputeServiceOptions = { payments: PaymentService; ideal: IdealService; events: EventPublisher };

export type OpenDisputeOptions = { paymentId: string; reason?: string };

/** Disputes of settled card and iDEAL payments: opened once per payment, decided once, each announced by webhook. */
export class DisputeService {
  private readonly disputes = new Map<string, Dispute>();
  private readonly options: DisputeServiceOptions;

  constructor(options: DisputeServiceOptions) {
    this.options = options;
  }

  get(id: string): Dispute {
    const dispute = this.disputes.get(id);
    if (!dispute) throw notFound('dispute', id);
    return dispute;
  }

  /** Opens a dispute on a settled payment; opening one again on the same payment answers the first. */
  open({ paymentId, reason = 'fraudulent' }: OpenDisputeOptions): Dispute {
    const existing = [...this.disputes.values()].find((dispute) => dispute.payment_id === paymentId);
    if (existing) return existing;
    const settled = this.settledPayment(paymentId);
    const dispute: Dispute = { id: newId('dp'), payment_id: paymentId, ...settled, fee: DISPUTE_FEE, reason, status: 'needs_response', created: nowInSeconds() };
    this.disputes.set(dispute.id, dispute);
    this.options.events.publish('dispute.opened', dispute);
    return dispute;
  }

  /** Decides a dispute once; the same decision again answers it, the other one is a conflict. */
  resolve(id: string, outcome: 'won' | 'lost'): Dispute {
    const dispute = this.get(id);
    if (dispute.status === outcome) return dispute;
    if (dispute.status !== 'needs_response') throw conflict('dispute_closed', `Dispute ${id} is already ${dispute.status}`);
    dispute.status = outcome;
    this.options.events.publish(`dispute.${outcome}`, dispute);
    return dispute;
  }

  private settledPayment(paymentId: string): { merchant_reference: string; amount: number; currency: string } {
    if (!paymentId.startsWith('idl_')) {
      const payment = this.options.payments.get(paymentId);
      if (payment.status !== 'succeeded') throw unprocessable('payment_not_settled', `Payment ${paymentId} is ${payment.status}: only a settled payment can be disputed`);
      return { merchant_reference: payment.merchant_reference, amount: payment.amount_captured, currency: payment.currency };
    }
    const payment = this.options.ideal.get(paymentId);
    if (payment.status !== 'succeeded') throw unprocessable('payment_not_settled', `Payment ${paymentId} is ${payment.status}: only a settled payment can be disputed`);
    return { merchant_reference: payment.merchant_reference, amount: payment.amount, currency: payment.currency };
  }
}
