import { notFound, unprocessable } from '../http/errors.ts';
import { nowInSeconds } from '../platform/clock.ts';
import { newId } from '../platform/ids.ts';
import type { Timers } from '../platform/timers.ts';
import type { EventPublisher } from '../webhooks/events.ts';
import type { Transfer } from './transfer.ts';
import type { PayeeService } from './payees.ts';
import type { CreateTransferBody } from './schemas.ts';

export const REJECTED_BY_BANK = 'Payout rejected by the receiving bank';

/** Test amounts ending in 13 cents fail, so the API's failed-withdrawal path can be exercised. */
const failsInSandbox = (amount: number) => amount % 100 === 13;

type TransferServiceOptions = { payees: PayeeService; settleDelayMs: number; timers: Timers; events: EventPublisher };

/** Payouts to active payees: accepted as pending, settled as paid or failed a moment later. */
export class TransferService {
  private readonly transfers = new Map<string, Transfer>();
  private readonly options: TransferServiceOptions;

  constructor(options: TransferServiceOptions) {
    this.options = options;
  }

  create(body: CreateTransferBody): Transfer {
    const payee = this.options.payees.find(body.payee_id);
    if (!payee) throw unprocessable('payee_not_found', `No payee ${body.payee_id}`);
    if (payee.status !== 'active') throw unprocessable('payee_not_active', `Payee ${payee.id} has not activated its account`);

    const transfer: Transfer = {
      id: newId('tr'),
      status: 'pending',
      payee_id: payee.id,
      amount: body.amount,
      currency: body.currency,
      reference: body.reference,
      created: nowInSeconds(),
    };
    this.transfers.set(transfer.id, transfer);
    this.options.timers.after(this.options.settleDelayMs, () => this.settle(transfer));
    return transfer;
  }

  get(id: string): Transfer {
    const transfer = this.transfers.get(id);
    if (!transfer) throw notFound('transfer', id);
    return transfer;
  }

  private settle(transfer: Transfer): void {
    transfer.settled_at = nowInSeconds();
    if (failsInSandbox(transfer.amount)) {
      transfer.status = 'failed';
      transfer.failure_reason = REJECTED_BY_BANK;
      this.options.events.publish('transfer.failed', transfer);
    } else {
      transfer.status = 'paid';
      this.options.events.publish('transfer.paid', transfer);
    }
  }
}
