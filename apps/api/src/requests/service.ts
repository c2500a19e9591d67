import type { PaymentMethod, CounterAnswerValues, FreeServiceUseValues, RequestLedgerEntry, RequestMedia, RequestResponseValues, RequestUpdateValues, RequestValues, ServiceRequest, Transaction } from '@velvet/contracts';
import {
  CALL_MINUTES_INPUT_MAX,
  deliveryProblems,
  freeServiceRequestType,
  isRequestable,
  paymentMessages,
  perkMessages,
  REQUEST_EXPIRY_DAYS,
  REQUESTS_INBOX_LIMIT,
  requestMessages,
  requestPrice,
  serviceMessages,
  toCents,
  toDollars,
} from '@velvet/contracts';
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { CheckoutService } from '../checkout/service.ts';
import type { TransactionsService } from '../transactions/service.ts';
import type { PicturesPort } from '../media/service.ts';
import type { NotificationsService } from '../notifications/service.ts';
import type { Database } from '../platform/db/client.ts';
import { inTransaction, type UnitOfWork } from '../platform/db/transaction.ts';
import { AppError, forbidden, notFound } from '../platform/errors.ts';
import type { RequestChat } from './chat-port.ts';
import { requestMeta, toLedgerEntry, toServiceRequest } from './mappers.ts';
import { DECLINED_REASON, EXPIRED_REASON, registerRequestKinds, type CounterTrace, type RequestTrace } from './money.ts';
import * as repo from './repo.ts';
import type { ServicesService } from '../services/service.ts';
import type { PerksService } from '../perks/service.ts';

type RequestsServiceOptions = {
  db: Database;
  logger: Logger;
  checkout: CheckoutService;
  chat: RequestChat;
  /** The services domain's catalogue: the service a request is for. */
  services: Pick<ServicesService, 'byId' | 'offeredOfType'>;
  /** Channel perks: the free service a free request uses, counted down per subscription period. */
  perks: Pick<PerksService, 'usable' | 'take' | 'giveBack'>;
  /** Finds the payment a key already made, so a retry replays instead of meeting the state it left. */
  transactions: Pick<TransactionsService, 'findByKey' | 'present'>;
  notifications: NotificationsService;
  /** The media domain's private pictures: a request's files and a delivery take only their sender's, and each party gets their own links. */
  pictures: PicturesPort;
};

const DAY_MS = 86_400_000;
const SWEEP_LIMIT = 200;

type Paid = { transaction: Transaction; request: ServiceRequest | null };

/**
 * Paid service requests (voice and video calls, ratings, custom services) and counter offers. The fan
 * pays when sending; acceptance keeps the money with the creator; a decline or 7 days without an answer
 * refunds every payment of the request through the checkout, once.
 */
export function createRequestsService({ db, logger, checkout, chat, services, perks, transactions, notifications, pictures }: RequestsServiceOptions) {
  const run = <T>(work: (unit: UnitOfWork) => Promise<T>) => inTransaction(db, work, (error) => logger.error({ err: error }, 'request push failed'));
  registerRequestKinds(checkout, chat);

  /** The files as the request keeps them, when each is a private picture the user uploaded. */
  async function ownUploads(media: RequestMedia[], userId: string): Promise<RequestMedia[]> {
    const own = await pictures.ownPictures(userId, media);
    if (!own) throw new AppError('VALIDATION_FAILED', requestMessages.mediaNotUploaded, { fields: { media: requestMessages.mediaNotUploaded } });
    return own;
  }

  const invalid = (field: string, message: string) => new AppError('VALIDATION_FAILED', message, { fields: { [field]: message } });

  /** The spec's short-wallet words for requests ('Insufficient Balance', with 'Add money to wallet'). */
  async function buy<T>(purchase: () => Promise<T>): Promise<T> {
    try {
      return await purchase();
    } catch (error) {
      if (error instanceof AppError && error.message === paymentMessages.insufficientBalance) throw invalid('payment_mode', requestMessages.insufficientBalance);
      throw error;
    }
  }

  async function present(row: repo.RequestRow, viewerId: string): Promise<ServiceRequest> {
    const service = await services.byId(row.serviceId);
    const withLinks = { ...row, media: await pictures.filesFor(row.media, viewerId), deliveryMedia: await pictures.filesFor(row.deliveryMedia, viewerId) };
    return toServiceRequest(withLinks, viewerId, service?.name ?? '');
  }

  async function paidRequest(transaction: Transaction, viewerId: string): Promise<Paid> {
    const row = await repo.findByTransaction(db, transaction._id);
    return { transaction, request: row ? await present(row, viewerId) : null };
  }

  /** `POST requests/calls-and-ratings`: a request of an active VOICE, VIDEO, RATING or CUSTOM-SERVICE service of the target creator, paid now. */
  /** A paid request: v1's payment fields, or the hosted wallet (the v2 variant, `payment_mode: 'skrill'`). */
  async function create({ payerId, idempotencyKey, input }: { payerId: string; idempotencyKey: string; input: Omit<RequestValues, 'payment_mode'> & { payment_mode: PaymentMethod } }): Promise<Paid> {
    const service = await services.byId(input.service_id);
    if (!service || !service.is_active || service.user_id !== input.target_user) throw notFound(serviceMessages.notFound);
    if (!isRequestable(service.type)) throw invalid('service_id', requestMessages.notRequestable);
    if (service.type !== input.type) throw invalid('type', requestMessages.typeMismatch);
    if (service.user_id === payerId) throw invalid('service_id', serviceMessages.ownService);
    const media = await ownUploads(input.media, payerId);
    const price = requestPrice(service, input);
    if (!price.ok) throw invalid(price.field, price.message);
    const trace: RequestTrace = {
      entity: 'service-request',
      ref: service._id,
      creator_id: service.user_id,
      service_name: service.name,
      request_icon: service.avatar,
      has_discount: service.has_discount,
      type: service.type,
      price_cents: price.cents,
      duration_seconds: price.durationSeconds,
      note: input.request_note || null,
      rating_type: input.type === 'RATING' ? (input.extra_data.rating_type ?? null) : null,
      media,
      ...(input.traceable_data?.route && { route: input.traceable_data.route }),
    };
    const transaction = await buy(() =>
      checkout.purchase({
        payerId,
        idempotencyKey,
        type: 'ServiceRequest',
        priceCents: price.cents,
        payee: { creatorId: service.user_id },
        payment: { mode: input.payment_mode, cardId: input.tokenised_card_id },
        traceable: trace,
      }),
    );
    return paidRequest(transaction, payerId);
  }

  /** How long a free call lasts: what the fan asked for, else the service's fixed duration, within the free duration. */
  function freeCallSeconds(service: { service_type: string | null; duration: number | null }, asked: number | undefined, maxSeconds: number | null): number {
    const fixed = service.service_type === 'fixed_duration' ? service.duration : null;
    const seconds = asked ?? (fixed !== null && maxSeconds !== null ? Math.min(fixed, maxSeconds) : (fixed ?? maxSeconds));
    if (seconds === null) throw invalid('extra_data.duration', requestMessages.durationRequired);
    if (seconds < 60) throw invalid('extra_data.duration', requestMessages.durationMinimum);
    if (maxSeconds !== null && seconds > maxSeconds) throw invalid('extra_data.duration', perkMessages.freeDurationMaximum(Math.floor(maxSeconds / 60)));
    if (seconds > CALL_MINUTES_INPUT_MAX * 60) throw invalid('extra_data.duration', requestMessages.durationMaximum);
    return seconds;
  }

  /**
   * A free service of a subscribed channel used as a request (`free_service_id`, unit 1): no payment; one
   * unit of the period is taken in the same transaction that writes the request and its chat message.
   */
  async function createFree({ fanId, input }: { fanId: string; input: FreeServiceUseValues }): Promise<ServiceRequest> {
    const { channel, perk, grant, use } = await perks.usable(fanId, input.free_service_id);
    const type = freeServiceRequestType(perk.type);
    if (!type) throw invalid('free_service_id', perkMessages.freeServiceNoRequest);
    const service = input.service_id ? await services.byId(input.service_id) : await services.offeredOfType(channel.creatorId, type);
    if (!service || !service.is_active || service.user_id !== channel.creatorId || service.type !== type) throw invalid('service_id', perkMessages.freeServiceNoOffer);
    const isCall = type === 'VOICE' || type === 'VIDEO';
    const durationSeconds = isCall ? freeCallSeconds(service, input.extra_data.duration, grant.maxDurationSeconds) : null;
    const media = await ownUploads(input.media, fanId);
    const row = await run(async (unit) => {
      await perks.take(unit.tx, use, grant.uses);
      const inserted = (await repo.insertRequest(unit.tx, {
        fanId,
        creatorId: channel.creatorId,
        serviceId: service._id,
        transactionId: null,
        freeUse: use,
        type,
        initialPriceCents: 0,
        priceCents: 0,
        durationSeconds,
        note: input.request_note || null,
        ratingType: type === 'RATING' ? (input.extra_data.rating_type ?? null) : null,
        media,
      }))!;
      const message = await chat.postInTransaction(unit, {
        senderId: fanId,
        recipientId: channel.creatorId,
        text: `Requested ${service.name} (free with ${channel.name})`,
        meta: requestMeta(inserted, service.avatar, false),
        kind: 'request',
      });
      return repo.updateRequest(unit.tx, inserted.id, { messageId: message._id });
    });
    return present(row, fanId);
  }

  /** Closes a free request still waiting (declined 2 or unanswered 3) and hands its unit back to the period. */
  async function closeFree(row: repo.RequestRow, status: 2 | 3): Promise<void> {
    await run(async (unit) => {
      const locked = (await repo.lockRequest(unit.tx, row.id))!;
      if (locked.status !== 0) throw new AppError('CONFLICT', requestMessages.alreadyAnswered);
      await repo.updateRequest(unit.tx, locked.id, { status, respondedAt: new Date() });
      if (locked.messageId) await chat.patchMetaInTransaction(unit, locked.messageId, { requestAccept: false });
      if (locked.freeUse) await perks.giveBack(unit.tx, locked.freeUse);
    });
  }

  async function partyRequest(viewerId: string, id: string): Promise<repo.RequestRow> {
    const row = await repo.findRequest(db, id);
    if (!row) throw notFound(requestMessages.notFound);
    if (row.fanId !== viewerId && row.creatorId !== viewerId) throw forbidden(requestMessages.notAParty);
    return row;
  }

  /** A request by id; an accepted call whose timer has run out is set to 4 (time's up) on load. */
  async function get(viewerId: string, id: string): Promise<ServiceRequest> {
    const row = await partyRequest(viewerId, id);
    const [ended] = await repo.endElapsedCalls(db, new Date(), [row.id]);
    return present(ended ?? row, viewerId);
  }

  async function targetRequest(creatorId: string, id: string): Promise<repo.RequestRow> {
    const row = await repo.findRequest(db, id);
    if (!row) throw notFound(requestMessages.notFound);
    if (row.creatorId !== creatorId) throw forbidden(requestMessages.notTarget);
    return row;
  }

  /** The creator's answer: accept (status 1, with the delivery of a rating or custom service), decline (2) or counter. */
  async function respond(creatorId: string, id: string, input: RequestResponseValues): Promise<{ request: ServiceRequest; message: string }> {
    const row = await targetRequest(creatorId, id);
    if (row.status !== 0) throw new AppError('CONFLICT', requestMessages.alreadyAnswered);
    if (input.status === 2) return { request: await decline(row, creatorId), message: requestMessages.requestDeclined };
    if (input.status === 1) return { request: await accept(row, creatorId, input.details, input.media), message: requestMessages.requestAccepted };
    return { request: await counter(row, creatorId, input.counter_offer_price!, input.counter_description), message: requestMessages.counterSent };
  }

  async function counter(row: repo.RequestRow, creatorId: string, priceDollars: number, description: string | undefined): Promise<ServiceRequest> {
    if (row.freeUse) throw new AppError('CONFLICT', perkMessages.freeRequestNoCounter);
    const priceCents = toCents(priceDollars);
    if (priceCents <= row.priceCents) throw invalid('counter_offer_price', requestMessages.counterTooLow);
    const updated = await run(async (unit) => {
      const locked = (await repo.lockRequest(unit.tx, row.id))!;
      if (locked.status !== 0) throw new AppError('CONFLICT', requestMessages.alreadyAnswered);
      if (locked.counterStatus === 'pending') throw new AppError('CONFLICT', requestMessages.counterOpen);
      if (priceCents <= locked.priceCents) throw invalid('counter_offer_price', requestMessages.counterTooLow);
      const message = await chat.postInTransaction(unit, {
        senderId: creatorId,
        recipientId: locked.fanId,
        text: description || `Counter offer: $${priceDollars.toFixed(2)}`,
        kind: 'counter-offer',
        meta: {
          type: locked.type,
          reqId: locked.id,
          serviceId: locked.serviceId,
          price: toDollars(locked.priceCents),
          offered_amount: priceDollars,
          counter_status: 'pending',
          ...(description && { counter_description: description }),
          ...(locked.durationSeconds !== null && { duration: locked.durationSeconds }),
        },
      });
      return repo.updateRequest(unit.tx, locked.id, { counterPriceCents: priceCents, counterDescription: description || null, counterStatus: 'pending', counterMessageId: message._id });
    });
    return present(updated, creatorId);
  }

  async function accept(row: repo.RequestRow, creatorId: string, details: string | undefined, media: RequestMedia[]): Promise<ServiceRequest> {
    const problems = deliveryProblems(row.type, { details, media });
    const [field, problem] = Object.entries(problems)[0] ?? [];
    if (field && problem) throw invalid(field, problem);
    const delivery = await ownUploads(media, creatorId);
    const isCall = row.type === 'VOICE' || row.type === 'VIDEO';
    const updated = await run(async (unit) => {
      const locked = (await repo.lockRequest(unit.tx, row.id))!;
      if (locked.status !== 0) throw new AppError('CONFLICT', requestMessages.alreadyAnswered);
      const callTokens = isCall ? { [locked.fanId]: randomBytes(24).toString('base64url'), [locked.creatorId]: randomBytes(24).toString('base64url') } : {};
      const accepted = await repo.updateRequest(unit.tx, locked.id, {
        status: 1,
        respondedAt: new Date(),
        details: details || null,
        deliveryMedia: delivery,
        callTokens,
        ...(locked.counterStatus === 'pending' && { counterStatus: 'rejected' as const }),
      });
      if (locked.messageId) await chat.patchMetaInTransaction(unit, locked.messageId, { requestAccept: true });
      if (locked.counterStatus === 'pending' && locked.counterMessageId) await chat.patchMetaInTransaction(unit, locked.counterMessageId, { counter_status: 'rejected' });
      await chat.postInTransaction(unit, {
        senderId: creatorId,
        recipientId: locked.fanId,
        text: details ?? '',
        // No call token here: both members read this message; each has their own on the request.
        meta: { type: isCall ? 'ACCEPT_CALL' : locked.type, reqId: locked.id, serviceId: locked.serviceId, requestAccept: true, ...(isCall && { duration: locked.durationSeconds ?? 0 }) },
        kind: isCall ? 'accept-call' : 'request-accepted',
        media: delivery.map((file) => ({ path: file.path, type: file.type })),
      });
      await notifications.notifyAll(unit, [
        { userId: locked.fanId, type: 'Call-And-Rating-Request', message: requestMessages.requestAccepted, data: { status: 'success', success: true, service_id: locked.serviceId } },
      ]);
      return accepted;
    });
    return present(updated, creatorId);
  }

  /** Every completed payment of a closed request handed back (the counter's difference, or a counter paid too late); one request's, or all. */
  async function refundOutstanding(requestId?: string): Promise<number> {
    let refunded = 0;
    for (const payment of await repo.paymentsToRefund(db, SWEEP_LIMIT, requestId)) {
      try {
        await checkout.refund(payment.transactionId, payment.kind === 'counter' ? 'Counter offer no longer applies' : DECLINED_REASON);
        refunded += 1;
      } catch (error) {
        logger.warn({ err: error, transactionId: payment.transactionId }, 'request payment refund refused');
      }
    }
    return refunded;
  }

  /** Refunds the request's payment (closing it as declined or expired, only while it waits), then any counter payment. */
  async function close(row: repo.RequestRow, reason: string): Promise<void> {
    if (!row.transactionId) return closeFree(row, reason === EXPIRED_REASON ? 3 : 2);
    await checkout.refund(row.transactionId, reason);
    await refundOutstanding(row.id);
  }

  async function decline(row: repo.RequestRow, creatorId: string): Promise<ServiceRequest> {
    await close(row, DECLINED_REASON);
    return present((await repo.findRequest(db, row.id))!, creatorId);
  }

  /** `POST requests/respond-to-counter-offer/{id}`: the fan rejects the counter, or accepts it and pays the difference. */
  async function answerCounter({ fanId, id, idempotencyKey, input }: { fanId: string; id: string; idempotencyKey: string; input: CounterAnswerValues }): Promise<{ request: ServiceRequest; transaction: Transaction | null; message: string }> {
    const row = await repo.findRequest(db, id);
    if (!row) throw notFound(requestMessages.notFound);
    if (row.fanId !== fanId) throw forbidden(requestMessages.notRequester);
    // Read after the request: a retry whose first attempt paid in between is found, and replayed.
    const retried = input.counter_status === 'accepted' ? await transactions.findByKey(db, fanId, idempotencyKey) : undefined;
    if (retried?.type === 'CounterOffer' && retried.traceable.ref === row.id) {
      const [transaction] = await transactions.present(fanId, [retried]);
      return { request: await present(row, fanId), transaction: transaction!, message: requestMessages.offerAccepted };
    }
    if (row.status !== 0 || row.counterStatus !== 'pending' || row.counterPriceCents === null) throw new AppError('CONFLICT', requestMessages.noOpenCounter);
    if (input.counter_status === 'rejected') {
      const updated = await run(async (unit) => {
        const locked = (await repo.lockRequest(unit.tx, row.id))!;
        if (locked.status !== 0 || locked.counterStatus !== 'pending') throw new AppError('CONFLICT', requestMessages.noOpenCounter);
        if (locked.counterMessageId) await chat.patchMetaInTransaction(unit, locked.counterMessageId, { counter_status: 'rejected' });
        return repo.updateRequest(unit.tx, locked.id, { counterStatus: 'rejected' });
      });
      return { request: await present(updated, fanId), transaction: null, message: requestMessages.offerRejected };
    }
    const trace: CounterTrace = { entity: 'service-request-counter', ref: row.id, creator_id: row.creatorId, final_cents: row.counterPriceCents, initial_cents: row.priceCents };
    const transaction = await buy(() =>
      checkout.purchase({
        payerId: fanId,
        idempotencyKey,
        type: 'CounterOffer',
        priceCents: row.counterPriceCents! - row.priceCents,
        payee: { creatorId: row.creatorId },
        payment: { mode: input.payment_mode, cardId: input.tokenised_card_id },
        traceable: trace,
      }),
    );
    return { request: await present((await repo.findRequest(db, row.id))!, fanId), transaction, message: requestMessages.offerAccepted };
  }

  /** Start the timer of an accepted call, once (either party). */
  async function startTimer(viewerId: string, id: string): Promise<ServiceRequest> {
    const row = await partyRequest(viewerId, id);
    if (row.status !== 1 || (row.type !== 'VOICE' && row.type !== 'VIDEO')) throw new AppError('CONFLICT', requestMessages.notACall);
    return present(await repo.startTimerOnce(db, row.id, new Date()), viewerId);
  }

  /** An accepted or ended call for the calls domain, set to 4 first when its time has run out; undefined for anything else. */
  async function callOf(id: string): Promise<repo.RequestRow | undefined> {
    const row = await repo.findRequest(db, id);
    if (!row || (row.type !== 'VOICE' && row.type !== 'VIDEO') || (row.status !== 1 && row.status !== 4)) return undefined;
    const [ended] = await repo.endElapsedCalls(db, new Date(), [row.id]);
    return ended ?? row;
  }

  /** The calls domain's start of an accepted call's clock once both parties joined (started once). */
  const startCallClock = (id: string) => repo.startTimerOnce(db, id, new Date());

  /** Accepted calls whose time ran out by `now`, set to 4: their ids. */
  const endElapsedCalls = async (now = new Date()) => (await repo.endElapsedCalls(db, now)).map((row) => row.id);

  /** Update a request: a call's timer-up (status 4), from either party of an accepted call. */
  /**
   * `update a request (status 1 with optional offered_amount, or status 4)`: status 1 is the creator's accept
   * (as `respond`, so a rating or custom service still needs its delivery); a request already accepted answers
   * as it is (the follow-up of a paid promotion, or a retry). The amount can only confirm the price.
   */
  async function update(viewerId: string, id: string, input: RequestUpdateValues): Promise<{ request: ServiceRequest; message: string }> {
    if (input.status === 4) return { request: await timeUp(viewerId, id), message: requestMessages.timeUp };
    const row = await partyRequest(viewerId, id);
    if (input.offered_amount !== undefined && toCents(input.offered_amount) !== row.priceCents) throw invalid('offered_amount', requestMessages.offeredAmountMismatch);
    if (row.status === 1) return { request: await present(row, viewerId), message: requestMessages.requestAccepted };
    return respond(viewerId, id, { status: 1, media: [] });
  }

  async function timeUp(viewerId: string, id: string): Promise<ServiceRequest> {
    const row = await partyRequest(viewerId, id);
    if (row.status === 4) return present(row, viewerId);
    if (row.status !== 1 || (row.type !== 'VOICE' && row.type !== 'VIDEO')) throw new AppError('CONFLICT', requestMessages.notACall);
    return present(await repo.updateRequest(db, row.id, { status: 4 }), viewerId);
  }

  /** `POST requests/transaction-ledger`: the request's money history, for its fan and its creator. */
  async function ledger(viewerId: string, id: string): Promise<RequestLedgerEntry[]> {
    await partyRequest(viewerId, id);
    return (await repo.paymentsOf(db, id)).map(toLedgerEntry);
  }

  /** The job: requests unanswered for 7 days are refunded, closed payments swept, and elapsed calls set to 4. */
  async function expireDue(now = new Date()): Promise<{ expired: number; refunded: number; ended: number }> {
    let expired = 0;
    for (const id of await repo.waitingSince(db, new Date(now.getTime() - REQUEST_EXPIRY_DAYS * DAY_MS), SWEEP_LIMIT)) {
      const row = (await repo.findRequest(db, id))!;
      try {
        await close(row, EXPIRED_REASON);
        expired += 1;
      } catch (error) {
        // Answered by the creator in the meantime: nothing to refund.
        if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
      }
    }
    const refunded = await refundOutstanding();
    const ended = (await repo.endElapsedCalls(db, now)).length;
    return { expired, refunded, ended };
  }

  /**
   * The media route's rule for request files: the creator sees the fan's files while the request is not
   * refunded (declined or expired), the fan sees the creator's delivery.
   */
  const sharesPicture = (viewerId: string, { ownerId, ref }: { ownerId: string; ref: string }) => repo.sharesPicture(db, { ownerId, viewerId, path: ref });

  /** The "Requests" inbox: what the viewer sent as a fan or received as a creator, with its state, newest first. */
  async function inbox(viewerId: string, box: 'sent' | 'received'): Promise<ServiceRequest[]> {
    const rows = await repo.inboxOf(db, { userId: viewerId, box, limit: REQUESTS_INBOX_LIMIT });
    return Promise.all(rows.map((row) => present(row, viewerId)));
  }

  /** A request as `viewerId` (its fan or creator) sees it, or null. */
  async function presentById(requestId: string, viewerId: string): Promise<ServiceRequest | null> {
    const row = await repo.findRequest(db, requestId);
    return row && (row.fanId === viewerId || row.creatorId === viewerId) ? present(row, viewerId) : null;
  }

  return { inbox, presentById, create, createFree, get, respond, answerCounter, startTimer, timeUp, update, ledger, expireDue, callOf, startCallClock, endElapsedCalls, sharesPicture };
}
export type RequestsService = ReturnType<typeof createRequestsService>;
