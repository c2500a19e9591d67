import type { RatingType, RequestMedia, RequestType } from '@velvet/contracts';
import { formatUsd, promotionMessages, requestMessages, toDollars } from '@velvet/contracts';
import { randomBytes } from 'node:crypto';
import type { CheckoutService } from '../checkout/service.ts';
import type { UnitOfWork } from '../platform/db/transaction.ts';
import { AppError } from '../platform/errors.ts';
import type { TransactionRow } from '../transactions/repo.ts';
import type { RequestChat } from './chat-port.ts';
import { requestMeta } from './mappers.ts';
import * as repo from './repo.ts';

/** What a request's payment remembers, so a late card settlement still writes the request that was paid for. */
export type RequestTrace = {
  entity: 'service-request';
  ref: string;
  creator_id: string;
  service_name: string;
  request_icon: string | null;
  has_discount: boolean;
  type: RequestType;
  price_cents: number;
  duration_seconds: number | null;
  note: string | null;
  rating_type: RatingType | null;
  media: RequestMedia[];
  route?: string;
  /** A creator's promotion the fan accepted by paying: the request is written accepted (status 1). */
  promotion_id?: string;
};

/** What a counter-offer payment remembers: the request and the price it moves to. */
export type CounterTrace = { entity: 'service-request-counter'; ref: string; creator_id: string; final_cents: number; initial_cents: number };

/** The refund reason that marks a request left unanswered (status 3) rather than declined (status 2). */
export const EXPIRED_REASON = 'Request expired unanswered';
export const DECLINED_REASON = 'Request declined by the creator';

const typeLabel: Record<RequestType, string> = { VOICE: 'voice call', VIDEO: 'video call', RATING: 'rating', 'CUSTOM-SERVICE': 'custom' };

/**
 * The two purchase kinds of requests. Paying for a request writes it and its chat message; refunding it
 * (decline, expiry) closes it, but only while it is still waiting: the row lock makes a concurrent
 * acceptance and refund settle exactly one outcome. A counter payment moves the request to the counter
 * price while the counter is still open, else it is kept unapplied and refunded by the sweep.
 */
export function registerRequestKinds(checkout: CheckoutService, chat: RequestChat): void {
  /**
   * A paid promotion: the request is written accepted (status 1) after payment, the promotion message
   * patched to Accepted, and a call gets its tokens and its ACCEPT_CALL message. A promotion answered in
   * the meantime refuses a wallet payment (it rolls back); a late card payment becomes a waiting request.
   */
  async function fulfilPromotion(unit: UnitOfWork, transaction: TransactionRow, trace: RequestTrace): Promise<boolean> {
    const promotion = await repo.lockPromotion(unit.tx, trace.promotion_id!);
    if (!promotion || promotion.status !== 'sent') {
      if (transaction.method === 'wallet') throw new AppError('CONFLICT', promotionMessages.alreadyAnswered);
      return false;
    }
    const isCall = trace.type === 'VOICE' || trace.type === 'VIDEO';
    const row = await repo.insertRequest(unit.tx, {
      fanId: transaction.payerId,
      creatorId: trace.creator_id,
      serviceId: trace.ref,
      transactionId: transaction.id,
      type: trace.type,
      status: 1,
      respondedAt: new Date(),
      initialPriceCents: trace.price_cents,
      priceCents: trace.price_cents,
      durationSeconds: trace.duration_seconds,
      note: trace.note,
      media: [],
      messageId: promotion.messageId,
      callTokens: isCall ? { [transaction.payerId]: randomBytes(24).toString('base64url'), [trace.creator_id]: randomBytes(24).toString('base64url') } : {},
    });
    if (!row) return true;
    await repo.updatePromotion(unit.tx, promotion.id, { status: 'accepted', requestId: row.id });
    if (promotion.messageId) await chat.patchMetaInTransaction(unit, promotion.messageId, { requestAccept: true, reqId: row.id });
    if (isCall) {
      await chat.postInTransaction(unit, {
        senderId: row.creatorId,
        recipientId: row.fanId,
        meta: { type: 'ACCEPT_CALL', reqId: row.id, serviceId: row.serviceId, requestAccept: true, duration: row.durationSeconds ?? 0 },
        kind: 'accept-call',
      });
    }
    return true;
  }

  async function fulfilRequest(unit: UnitOfWork, transaction: TransactionRow) {
    const trace = transaction.traceable as RequestTrace;
    if (trace.promotion_id && (await fulfilPromotion(unit, transaction, trace))) return;
    const row = await repo.insertRequest(unit.tx, {
      fanId: transaction.payerId,
      creatorId: trace.creator_id,
      serviceId: trace.ref,
      transactionId: transaction.id,
      type: trace.type,
      initialPriceCents: trace.price_cents,
      priceCents: trace.price_cents,
      durationSeconds: trace.duration_seconds,
      note: trace.note,
      ratingType: trace.rating_type,
      media: trace.media,
    });
    if (!row) return;
    const message = await chat.postInTransaction(unit, {
      senderId: row.fanId,
      recipientId: row.creatorId,
      text: `Requested ${trace.service_name}`,
      meta: requestMeta(row, trace.request_icon, trace.has_discount),
      kind: 'request',
    });
    await repo.updateRequest(unit.tx, row.id, { messageId: message._id });
  }

  async function revokeRequest(unit: UnitOfWork, transaction: TransactionRow) {
    const request = await repo.findByTransaction(unit.tx, transaction.id);
    if (!request) return;
    const locked = await repo.lockRequest(unit.tx, request.id);
    if (locked!.status !== 0) throw new AppError('CONFLICT', requestMessages.alreadyAnswered);
    const expired = transaction.refundReason === EXPIRED_REASON;
    await repo.updateRequest(unit.tx, request.id, { status: expired ? 3 : 2, respondedAt: new Date() });
    if (request.messageId) await chat.patchMetaInTransaction(unit, request.messageId, { requestAccept: false });
  }

  checkout.registerKind('ServiceRequest', {
    notificationType: 'Call-And-Rating-Request',
    describe: (transaction, names) => {
      const trace = transaction.traceable as RequestTrace;
      return {
        payer: trace.promotion_id ? promotionMessages.accepted : trace.type === 'RATING' ? requestMessages.ratingSent : requestMessages.sent,
        recipient: trace.promotion_id
          ? `${names.payer} accepted your promotion of ${trace.service_name} for ${formatUsd(toDollars(transaction.amountCents))}`
          : `${names.payer} sent you a ${typeLabel[trace.type]} request of ${formatUsd(toDollars(transaction.amountCents))} for ${trace.service_name}`,
      };
    },
    fulfil: fulfilRequest,
    revoke: revokeRequest,
  });

  async function fulfilCounter(unit: UnitOfWork, transaction: TransactionRow) {
    const trace = transaction.traceable as CounterTrace;
    const request = await repo.lockRequest(unit.tx, trace.ref);
    if (!request) throw new Error(`counter payment ${transaction.id} for a missing request`);
    const open = request.status === 0 && request.counterStatus === 'pending' && request.counterPriceCents === trace.final_cents && request.priceCents === trace.initial_cents;
    if (!open && transaction.method === 'wallet') throw new AppError('CONFLICT', requestMessages.noOpenCounter);
    await repo.recordPayment(unit.tx, { transactionId: transaction.id, requestId: request.id, kind: 'counter', applied: open ? 1 : 0 });
    if (!open) return;
    await repo.updateRequest(unit.tx, request.id, { priceCents: trace.final_cents, counterStatus: 'accepted' });
    if (request.counterMessageId) await chat.patchMetaInTransaction(unit, request.counterMessageId, { counter_status: 'accepted' });
  }

  async function revokeCounter(unit: UnitOfWork, transaction: TransactionRow) {
    const payment = await repo.findPayment(unit.tx, transaction.id);
    if (!payment) return;
    const request = await repo.lockRequest(unit.tx, payment.requestId);
    if (payment.applied === 1 && request!.status !== 2 && request!.status !== 3) throw new AppError('CONFLICT', requestMessages.alreadyAnswered);
  }

  checkout.registerKind('CounterOffer', {
    notificationType: 'Call-And-Rating-Request',
    describe: (transaction, names) => ({
      payer: requestMessages.offerAccepted,
      recipient: `${names.payer} accepted your counter offer and paid ${formatUsd(toDollars(transaction.amountCents))} more`,
    }),
    fulfil: fulfilCounter,
    revoke: revokeCounter,
  });
}
